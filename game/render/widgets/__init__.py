"""Menu widgets, one module per widget: base (what a widget is), button, toggle, cycle, stepper,
message_box, toast, and group (the WidgetGroup that routes input and keeps the keyboard focus).
Import each name from its own module; the text field is game/render/text_field.py."""
