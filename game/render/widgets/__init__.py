"""Menu widgets, one module per widget (moving there from render/widgets.py: for now every name
is still reachable here)."""
from game.render.widgets.group import (ACTIVATE, MENU_BAR, MENU_MARGIN, RING, RING_EDGE, Button,
                                       Cycle, MessageBox, PrintSize, SoundsLike, Stepper, Toast,
                                       Toggle, Widget, WidgetGroup, draw_focus_ring)

__all__ = ["ACTIVATE", "MENU_BAR", "MENU_MARGIN", "RING", "RING_EDGE", "Button", "Cycle",
           "MessageBox", "PrintSize", "SoundsLike", "Stepper", "Toast", "Toggle", "Widget",
           "WidgetGroup", "draw_focus_ring"]
