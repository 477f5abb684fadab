// Chicken Foot on a phone: one seat's hand, its legal moves and the public table.
// The protocol is the README's "Phones" section: every message a JSON object with a "type";
// the server sends welcome, state, error, wait, taken, refused, closed and pong; the page sends
// hello, act (one of the "legal" objects as sent), pick and ping.
// Plain JavaScript, no build step, nothing fetched from elsewhere.

const SVG = "http://www.w3.org/2000/svg";
const secret = location.pathname.split("/")[2] || "";
const $ = (id) => document.getElementById(id);

let socket = null;
let pips = null;          // where each number's pips sit (game/render/pips.py), from welcome
let state = null;         // the newest state message
let picked = null;        // the tile lifted ("9-3"), or null
let retry = 0;            // reconnect attempts since the last welcome
let retryTimer = null;
let stopped = false;      // taken over or refused: no reconnecting by itself
let lastHeard = 0;
let wasMyTurn = false;
let messageTimer = null;
let wakeLock = null;
let shownDrawn = null;    // the drawn tile last scrolled into view

// ------------------------------------------------------------------ the connection

function device() {
  let id = null;
  try { id = localStorage.getItem("chickenfoot-device"); } catch (e) { id = null; }
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    try { localStorage.setItem("chickenfoot-device", id); } catch (e) { /* private mode */ }
  }
  return id;
}

function connect() {
  clearTimeout(retryTimer);
  if (stopped || (socket && socket.readyState <= WebSocket.OPEN)) return;
  showLink("connecting");
  const ws = new WebSocket(`ws://${location.host}/ws/${secret}`);
  socket = ws;
  ws.onopen = () => {
    lastHeard = Date.now();
    send({ type: "hello", device: device() });
  };
  ws.onmessage = (event) => {
    lastHeard = Date.now();
    let message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    receive(message);
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    showLink("offline");
    if (!stopped) later();
  };
}

function later() {
  // Back off: 0.5 s, 1 s, 2 s, 4 s, then every 8 s; sooner when the phone wakes or goes online.
  const delay = Math.min(8000, 500 * 2 ** retry);
  retry += 1;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(connect, delay);
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(message));
    return true;
  }
  return false;
}

function receive(message) {
  switch (message.type) {
    case "welcome":
      retry = 0;
      pips = message.pips;
      $("who").textContent = message.name;
      showLink("online");
      hideOverlay();
      if (state) render();
      break;
    case "state":
      state = message;
      if (picked && !state.hand.includes(picked)) picked = null;
      render();
      break;
    case "error":
      say(message.message);
      break;
    case "wait":
      showOverlay(message.message, false);
      break;
    case "taken":
    case "refused":
      stopped = true;
      showOverlay(message.message, true);
      break;
    case "closed":
      say(message.message);
      break;
    default:
      break;
  }
}

setInterval(() => {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  if (Date.now() - lastHeard > 40000) { socket.close(); return; }  // asleep: start again
  send({ type: "ping" });
}, 15000);

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState !== "visible") return;
  retry = 0;
  if (!socket) connect(); else send({ type: "ping" });
  keepAwake();
});
window.addEventListener("online", () => { retry = 0; if (!socket) connect(); });

async function keepAwake() {
  // Where the phone offers a wake lock (it needs a secure page), the screen stays on.
  if (!("wakeLock" in navigator) || wakeLock || document.visibilityState !== "visible") return;
  try {
    wakeLock = await navigator.wakeLock.request("screen");
    wakeLock.addEventListener("release", () => { wakeLock = null; });
  } catch (e) { wakeLock = null; }
}

// ------------------------------------------------------------------ acting

function act(action) {
  picked = null;
  if (!send({ type: "act", action, state: state.version })) say("Not connected: trying again…");
  render();
}

function pick(tile) {
  picked = picked === tile ? null : tile;
  send({ type: "pick", tile: picked });
  render();
}

function playsOf(tile) {
  return state ? state.legal.filter((a) => a.play === tile) : [];
}

function placeKey(action) {
  if (action.on === undefined) return "centre";
  return action.slot === undefined ? `on ${action.on}` : `slot ${action.slot}`;
}

// ------------------------------------------------------------------ drawing tiles

function el(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function half(svg, n, x, y, size, look, upright = false) {
  // One half of a tile, a size x size square at (x, y): its pips (the layout is a half of a
  // lying tile: on an upright one its axes swap) or its numeral.
  if (look && look.face === "numerals") {
    const text = el("text", {
      x: x + size / 2, y: y + size / 2, "text-anchor": "middle", "dominant-baseline": "central",
      "font-size": size * (n > 9 ? 0.5 : 0.62), "font-weight": 700,
      fill: colour(n, look), "font-family": "system-ui, sans-serif",
      "text-decoration": n === 6 || n === 9 ? "underline" : "none",
    }, svg);
    text.textContent = String(n);
    return;
  }
  if (!pips) return;
  const r = pips.radii[n] * size;
  for (const [along, across] of pips.layouts[n]) {
    const [dx, dy] = upright ? [across, along] : [along, across];
    el("circle", { cx: x + dx * size, cy: y + dy * size, r, fill: colour(n, look) }, svg);
  }
}

function colour(n, look) {
  if (look && look.colours) {
    const [r, g, b] = look.colours[n];
    return `rgb(${r},${g},${b})`;
  }
  return "#1d1a14";
}

function tileSvg(text, look, upright = true) {
  // A tile "a-b" drawn upright (a on top) or lying (a on the left), 100 x 200 units.
  const [a, b] = text.split("-").map(Number);
  const w = upright ? 100 : 200;
  const h = upright ? 200 : 100;
  const svg = el("svg", { viewBox: `0 0 ${w} ${h}`, role: "img", "aria-label": text });
  el("rect", { x: 2, y: 2, width: w - 4, height: h - 4, rx: 14, fill: "#f7f1e1",
               stroke: "#7a6a4c", "stroke-width": 4 }, svg);
  if (upright) {
    el("line", { x1: 14, y1: 100, x2: 86, y2: 100, stroke: "#7a6a4c", "stroke-width": 4 }, svg);
    half(svg, a, 4, 4, 92, look, true);
    half(svg, b, 4, 104, 92, look, true);
  } else {
    el("line", { x1: 100, y1: 14, x2: 100, y2: 86, stroke: "#7a6a4c", "stroke-width": 4 }, svg);
    half(svg, a, 4, 4, 92, look);
    half(svg, b, 104, 4, 92, look);
  }
  return svg;
}

function halfSvg(n, look) {
  const svg = el("svg", { viewBox: "0 0 100 100", "aria-hidden": "true" });
  el("rect", { x: 3, y: 3, width: 94, height: 94, rx: 14, fill: "#f7f1e1",
               stroke: "#7a6a4c", "stroke-width": 5 }, svg);
  half(svg, n, 4, 4, 92, look);
  return svg;
}

// ------------------------------------------------------------------ the page

function name(seat) {
  return state.names[seat] ?? `Seat ${seat + 1}`;
}

function phonesOf(seats) {
  // "Bo's phone", "Ana's and Bo's phones" ("" for none): the phones the table waits for.
  const owners = seats.map((seat) => `${name(seat)}'s`);
  if (owners.length < 2) return owners.length ? `${owners[0]} phone` : "";
  return `${owners.slice(0, -1).join(", ")} and ${owners[owners.length - 1]} phones`;
}

function render() {
  if (!state) return;
  const mine = state.to_act === state.you && !state.round_over;
  const acting = state.legal.some((a) => a.play !== undefined || a.draw || a.pass);
  document.title = mine ? "● Your turn: Chicken Foot" : "Chicken Foot";
  if (mine && !wasMyTurn && navigator.vibrate) {
    try { navigator.vibrate([120, 60, 120]); } catch (e) { /* not allowed yet */ }
  }
  wasMyTurn = mine;
  const rounds = state.rounds ? ` of ${state.rounds}` : "";
  $("round").textContent = `Round ${state.round}${rounds}`;
  const turn = $("turn");
  turn.className = mine && acting ? "turn mine" : "turn";
  let big = "";
  let hint = "";
  const waited = phonesOf((state.waiting_for ?? []).filter((seat) => seat !== state.you));
  if (state.round_over) {
    big = "The round is over";
    hint = "The next round starts on the table";
  } else if (mine && acting) {
    big = "Your turn";
    const plays = state.legal.some((a) => a.play !== undefined);
    if (waited) hint = `The table waits for ${waited} first`;
    else if (picked) hint = "Now tap a lit place";
    else if (state.drawn && playsOf(state.drawn).length) hint = "The tile you drew fits";
    else if (plays) hint = "Tap a tile, then a lit place";
    else hint = "No tile fits: draw or pass below";
  } else if (waited) {
    big = `Waiting for ${waited}`;
    hint = "Nothing moves on the table until it joins";
  } else if (state.to_act !== null) {
    big = `${name(state.to_act)} is playing`;
    hint = state.calls.chickenlittle || state.calls.catch.length ? "You may call below" : "";
  }
  $("turn-text").textContent = big;
  $("turn-hint").textContent = hint;
  $("news").textContent = news();
  $("board").hidden = state.round_over;
  $("hand-area").hidden = state.round_over;
  drawPlaces();
  drawHand(mine);
  drawActions();
  drawResult();
  drawScores();
  if (state.refusal) say(state.refusal);
}

function news() {
  // The newest action of another seat, in words ("Bo played 9-8 on 9-9").
  const last = [...state.last].reverse().find((a) => a.seat !== state.you);
  if (!last) return "";
  const who = name(last.seat);
  if (last.play !== undefined) {
    return last.on === undefined ? `${who} set ${last.play} in the centre`
      : `${who} played ${last.play} on ${last.on}`;
  }
  if (last.draw) return `${who} drew a tile`;
  if (last.pass) return `${who} passed`;
  if (last.announce) return `${who} said “Chickenlittle!”`;
  if (last.catch !== undefined) {
    return `${who} caught ${last.catch === state.you ? "you" : name(last.catch)}`;
  }
  return "";
}

function drawPlaces() {
  const places = $("places");
  places.replaceChildren();
  const b = state.barnyard;
  const lit = new Map(picked ? playsOf(picked).map((a) => [placeKey(a), a]) : []);
  const entries = [];
  if (state.legal.some((a) => a.play !== undefined && a.on === undefined)) {
    entries.push({ key: "centre", n: null, label: "Centre", sub: "start the round" });
  }
  if (b.pending) {
    const [hub] = b.pending.tile.split("-").map(Number);
    const word = b.pending.role === "spoke" ? "spoke" : "toe";
    const slots = state.legal.some((a) => a.slot !== undefined) ? b.pending.free_slots : [null];
    slots.forEach((slot, i) => entries.push({
      key: slot === null ? `on ${b.pending.tile}` : `slot ${slot}`, n: hub, pending: true,
      label: `${hub}`, sub: slot === null ? `${word} of ${b.pending.tile}` : `${word} ${i + 1}`,
    }));
  }
  for (const end of b.ends) {
    if (b.pending) break;  // nothing else takes a tile until the foot is done: the hand shows
    entries.push({ key: `on ${end.tile}`, n: end.number, label: `${end.number}`,
                   sub: `on ${end.tile}` });
  }
  const caption = $("board-caption");
  if (b.pending) {
    const what = b.pending.role === "spoke" ? "spokes" : "toes";
    const others = b.ends.filter((end) => end.tile !== b.pending.tile).length;
    caption.textContent = `${b.pending.tile} needs ${b.pending.needs} more ${what} first` +
      (others > 0 ? ` (then ${others} other open end${others > 1 ? "s" : ""})` : "");
  } else {
    caption.textContent = b.tiles.length ? `Open ends (${entries.length})` : "The table is empty";
  }
  for (const entry of entries) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "place";
    button.dataset.place = entry.key;
    if (entry.pending) button.classList.add("pending");
    const action = lit.get(entry.key);
    if (action) button.classList.add("lit");
    else if (picked) button.classList.add("dim");
    if (entry.n !== null) button.appendChild(halfSvg(entry.n, state.look));
    const words = document.createElement("span");
    const num = document.createElement("span");
    num.className = "num";
    num.textContent = entry.label;
    const on = document.createElement("span");
    on.className = "on";
    on.textContent = entry.sub;
    words.append(num, on);
    button.appendChild(words);
    button.addEventListener("click", () => {
      if (action) act(action);
      else if (!picked) say("Tap a tile of your hand first, then a lit place.");
      else say(`${picked} does not go there.`);
    });
    places.appendChild(button);
  }
}

function drawHand(mine) {
  const hand = $("hand");
  hand.replaceChildren();
  hand.classList.toggle("many", state.hand.length > 8);  // five a row: no scrolling
  for (const tile of state.hand) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "tile";
    button.dataset.tile = tile;
    const fits = playsOf(tile).length > 0;
    if (mine && fits) button.classList.add("playable");
    if (mine && !fits && state.legal.some((a) => a.play !== undefined)) {
      button.classList.add("unplayable");
    }
    if (tile === picked) button.classList.add("picked");
    button.appendChild(tileSvg(tile, state.look));
    if (tile === state.drawn) {
      const badge = document.createElement("span");
      badge.className = "new";
      badge.textContent = "new";
      button.appendChild(badge);
    }
    dragOrTap(button, tile);
    hand.appendChild(button);
  }
  if (state.drawn && state.drawn !== shownDrawn) {  // a new tile: show where it went
    const fresh = hand.querySelector(`[data-tile="${state.drawn}"]`);
    if (fresh) requestAnimationFrame(() => fresh.scrollIntoView({ block: "nearest" }));
  }
  shownDrawn = state.drawn;
}

function dragOrTap(button, tile) {
  // A tap lifts the tile (its places light up); a drag onto a lit place plays it there.
  let start = null;
  let ghost = null;
  let over = null;
  button.addEventListener("pointerdown", (event) => {
    start = { x: event.clientX, y: event.clientY, id: event.pointerId };
  });
  button.addEventListener("pointermove", (event) => {
    if (!start || event.pointerId !== start.id) return;
    if (!ghost && Math.hypot(event.clientX - start.x, event.clientY - start.y) < 12) return;
    if (!ghost) {
      if (picked !== tile) pick(tile);
      ghost = document.createElement("div");
      ghost.className = "ghost";
      ghost.appendChild(tileSvg(tile, state.look));
      document.body.appendChild(ghost);
      try { button.setPointerCapture(event.pointerId); } catch (e) { /* gone */ }
    }
    ghost.style.left = `${event.clientX - 36}px`;
    ghost.style.top = `${event.clientY - 72}px`;
    const target = document.elementFromPoint(event.clientX, event.clientY);
    const place = target ? target.closest(".place.lit") : null;
    if (over && over !== place) over.classList.remove("over");
    over = place;
    if (over) over.classList.add("over");
  });
  const finish = (event, cancelled) => {
    if (!start) return;
    const dragged = ghost !== null;
    if (ghost) ghost.remove();
    ghost = null;
    start = null;
    if (dragged) {
      event.preventDefault();
      button.dataset.dragged = "1";
      if (over && !cancelled) {
        const action = playsOf(tile).find((a) => placeKey(a) === over.dataset.place);
        if (action) act(action);
      }
      over = null;
    }
  };
  button.addEventListener("pointerup", (event) => finish(event, false));
  button.addEventListener("pointercancel", (event) => finish(event, true));
  button.addEventListener("click", () => {
    if (button.dataset.dragged) { delete button.dataset.dragged; return; }
    pick(tile);
  });
}

function drawActions() {
  const bar = $("actions");
  bar.replaceChildren();
  const add = (label, action, kind = "") => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label;
    if (kind) button.className = kind;
    button.addEventListener("click", () => act(action));
    bar.appendChild(button);
  };
  for (const action of state.legal) {
    if (action.draw) add("Draw", action);
    else if (action.pass) add("Pass", action);
    else if (action.announce) add("Chickenlittle!", action, "call");
    else if (action.catch !== undefined) add(`Catch ${name(action.catch)}`, action, "call");
    else if (action.undo) add("Undo", action, "undo");
  }
}

function drawResult() {
  const box = $("result");
  const result = state.result;
  box.hidden = !result;
  if (!result) return;
  box.replaceChildren();
  const title = document.createElement("h2");
  title.textContent = result.winner !== null
    ? (result.winner === state.you ? "You went out!" : `${name(result.winner)} went out`)
    : "Blocked: nobody can play";
  box.appendChild(title);
  result.hands.forEach((hand, seat) => {
    const row = document.createElement("div");
    row.className = "row";
    const who = document.createElement("span");
    who.className = "name";
    who.textContent = seat === state.you ? "You" : name(seat);
    const points = document.createElement("span");
    points.className = "points";
    points.textContent = `${result.scores[seat]} points`;
    const tiles = document.createElement("div");
    tiles.className = "tiles";
    for (const tile of hand) tiles.appendChild(tileSvg(tile, state.look, false));
    row.append(who, points, tiles);
    box.appendChild(row);
  });
}

function drawScores() {
  const table = $("score-table");
  table.replaceChildren();
  const head = table.insertRow();
  for (const [label, numeric] of [["Player", false], ["Tiles", true], ["Total", true]]) {
    const th = document.createElement("th");
    th.textContent = label;
    if (numeric) th.className = "n";
    head.appendChild(th);
  }
  state.names.forEach((who, seat) => {
    const row = table.insertRow();
    if (seat === state.to_act) row.classList.add("acting");
    if (seat === state.you) row.classList.add("you");
    row.insertCell().textContent = seat === state.you ? `${who} (you)` : who;
    const tiles = row.insertCell();
    tiles.className = "n";
    tiles.textContent = state.hand_counts[seat];
    const total = row.insertCell();
    total.className = "n";
    total.textContent = state.totals[seat] ?? 0;
  });
}

function say(text) {
  const box = $("message");
  box.textContent = text.charAt(0).toUpperCase() + text.slice(1);
  box.classList.add("shown");
  clearTimeout(messageTimer);
  messageTimer = setTimeout(() => { box.textContent = ""; box.classList.remove("shown"); }, 6000);
}

function showLink(status) {
  const link = $("link");
  link.className = `link ${status}`;
  link.textContent = status === "online" ? "connected" : status;
  link.setAttribute("aria-label", link.textContent);
  if (status !== "online" && !state) $("turn-text").textContent = "Connecting…";
  if (status !== "online" && state) {  // what it shows may be old: say so until it is back
    $("turn").className = "turn";
    $("turn-hint").textContent = "Not connected: trying again…";
  }
}

function showOverlay(text, offerRetry) {
  $("overlay-text").textContent = text;
  $("overlay-button").hidden = !offerRetry;
  $("overlay").hidden = false;
}

function hideOverlay() {
  $("overlay").hidden = true;
}

$("overlay-button").addEventListener("click", () => {
  stopped = false;
  retry = 0;
  hideOverlay();
  connect();
});

connect();
keepAwake();
