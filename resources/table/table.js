// Table mode's phone page: one seat's 13 cards, tapped or typed into front, middle and back.
// Every rule question (row names, fouls, naturals, cards another seat holds, Ready) is answered by the
// laptop over the WebSocket: this page only shows the answers. The seat is kept in localStorage and sent
// again on every reconnection, so a reload, a sleeping phone or a lost Wi-Fi loses nothing. Each message
// carries the deal's id the laptop gave: rows and Ready kept for another deal never count for this one.
"use strict";

const SIZES = { front: 3, middle: 5, back: 5 };
const RANKS = "AKQJT98765432";
const SUITS = "shdc";
const CODES = new Set();
for (const r of RANKS) for (const s of SUITS) CODES.add(r + s);

function translatePage() {
  document.title = qsTr("Chinese Poker · your hand");
  document.getElementById("link").textContent = qsTr("connecting…");
  document.getElementById("head-front").textContent = qsTr("Front");
  document.getElementById("head-middle").textContent = qsTr("Middle");
  document.getElementById("head-back").textContent = qsTr("Back");
  const input = document.getElementById("type-input");
  input.placeholder = qsTr("or type cards, e.g. As Kd 7c");
  input.setAttribute("aria-label", qsTr("Type cards into the row"));
  document.getElementById("type-add").textContent = qsTr("Add");
  document.getElementById("grid").setAttribute("aria-label", qsTr("The 52 cards"));
  document.getElementById("night-tab").textContent = qsTr("The night");
  document.getElementById("sd-night").textContent = qsTr("The night");
  document.getElementById("sd-lines-head").textContent = qsTr("Your results");
  document.getElementById("night-title").textContent = qsTr("The night");
  document.getElementById("st-name").textContent = qsTr("Player");
  document.getElementById("st-units").textContent = qsTr("Units");
  document.getElementById("st-money").textContent = qsTr("Money");
  document.getElementById("night-hands-head").textContent = qsTr("Hands");
  document.getElementById("night-close").textContent = qsTr("Back to your hand");
  document.getElementById("settle-close").textContent = qsTr("Close");
}

const secret = new URLSearchParams(location.search).get("k") || "";
const storeKey = "cp-table-" + secret;

let seat = load();
let active = "front";
let seq = 0;
let acked = 0;
let server = null;
let socket = null;
let retry = 0;
let notes = [];
let info = "";  // news, not a problem: "Hand 3 is scored. Set hand 4."
// After the score: the hand face-up, the night, the settle-up. Sheets over the setter, which stays as it was.
let view = "setter";  // "setter", "showdown" or "night"
let latest = null;  // the latest scored hand's showdown (null: none scored)
let looked = null;  // an earlier hand's showdown, asked for from the night's history
let night = null;
let settle = null;
let settleClosed = "";  // the settle-up this phone closed, so the same one does not come back
let looking = null;  // the hand asked for
const drawn = { showdown: "", night: "" };  // what each sheet shows now: redrawn only when it changes
window.cpTaps = 0;  // counted for the README's "taps to set 13 cards"

function blank(hand) {
  return { hand: hand, deal: null, rows: { front: "", middle: "", back: "" }, surrender: false, natural: null,
           ready: false };
}

function load() {
  try {
    const kept = JSON.parse(localStorage.getItem(storeKey));
    if (kept && kept.rows) return kept;
  } catch (e) { /* a damaged copy is dropped */ }
  return blank(null);
}

function save() {
  try { localStorage.setItem(storeKey, JSON.stringify(seat)); } catch (e) { /* private mode: memory only */ }
}

function tokens(text) {
  return text.split(/\s+/).filter((t) => CODES.has(t));
}

// The cards a row shows: the laptop's reading once it has answered this very version, else the taps.
function rowCards(row) {
  if (server && acked === seq && server.deal === seat.deal) return server.check.rows[row].cards;
  return tokens(seat.rows[row]);
}

function label(code) {
  const span = document.createElement("span");
  span.textContent = (code[0] === "T" ? "10" : code[0]) + SYMBOLS[code[1]];
  if (code[1] === "h" || code[1] === "d") span.className = "red";
  return span;
}

function send(type) {
  seq += 1;
  save();
  const message = { type: type, seq: seq, hand: seat.hand, deal: seat.deal, rows: seat.rows,
                    surrender: seat.surrender, natural: seat.natural, ready: seat.ready };
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  render();
}

function change(mutate) {
  mutate();
  info = "";
  seat.ready = false;  // any change is a change of mind: Ready again when done
  send("set");
}

function nextOpen(from) {
  const start = ROWS.indexOf(from);
  for (let i = 0; i < ROWS.length; i++) {
    const row = ROWS[(start + i) % ROWS.length];
    if (rowCards(row).length < SIZES[row]) return row;
  }
  return null;
}

function tapCard(code) {
  window.cpTaps += 1;
  for (const row of ROWS) {
    const cards = rowCards(row);
    if (cards.includes(code)) {
      change(() => { seat.rows[row] = cards.filter((c) => c !== code).join(" "); });
      active = row;
      render();
      return;
    }
  }
  const row = rowCards(active).length < SIZES[active] ? active : nextOpen(active);
  if (row === null) return;
  change(() => { seat.rows[row] = rowCards(row).concat([code]).join(" "); });
  active = rowCards(row).length >= SIZES[row] ? (nextOpen(row) || row) : row;
  render();
}

function buildGrid() {
  const grid = document.getElementById("grid");
  for (const r of RANKS) {
    for (const s of SUITS) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "card";
      button.id = "card-" + r + s;
      button.appendChild(label(r + s));
      button.addEventListener("click", () => tapCard(r + s));
      grid.appendChild(button);
    }
  }
}

function renderRow(row) {
  const section = document.getElementById("row-" + row);
  const slots = document.getElementById("slots-" + row);
  const name = document.getElementById("name-" + row);
  const cards = rowCards(row);
  section.classList.toggle("active", row === active && !seat.surrender);
  slots.replaceChildren();
  for (let i = 0; i < Math.max(SIZES[row], cards.length); i++) {
    const slot = document.createElement(i < cards.length ? "button" : "span");
    slot.className = "slot";
    if (i < cards.length) {
      const code = cards[i];
      slot.type = "button";
      slot.id = "slot-" + code;
      slot.appendChild(label(code));
      slot.addEventListener("click", (event) => { event.stopPropagation(); tapCard(code); });
    }
    slots.appendChild(slot);
  }
  const reading = server && server.deal === seat.deal ? server.check.rows[row] : null;
  name.className = "row-name" + (reading && reading.error ? " error" : "");
  name.textContent = reading ? (reading.error || reading.name) : "";
  const foul = server && (server.check.foul_rows || []).includes(row);
  section.classList.toggle("foul", Boolean(foul));
}

function verdictText() {
  if (!server || server.deal !== seat.deal) return ["", ""];
  const check = server.check;
  if (server.at_laptop) return [qsTr("Your hand is being entered at the laptop."), ""];
  if (seat.surrender) return [qsTr("You surrender this hand."), ""];
  const problems = [].concat(notes, check.refused, check.duplicate ? [check.duplicate] : []);
  if (problems.length) return [problems.join(" · "), "foul"];
  if (info) return [info, "info"];
  if (acked === seq) {  // the laptop's reading of this very version
    if (check.foul) return [fill(qsTr("Foul: {reason}"), { reason: check.foul }), "foul"];
    if (seat.ready) return [qsTr("Ready ✓ Waiting for the others; you can still change your mind."), "ok"];
    if (check.complete) return [qsTr("All 13 set: press Ready."), "ok"];
  }
  let count = 0;  // counted from what this phone holds, so it is right while the laptop is not reached
  for (const row of ROWS) count += rowCards(row).length;
  const left = 13 - count;
  const text = fill(left === 1 ? qsTr("{count} more card to set.") : qsTr("{count} more cards to set."),
                    { count: left });
  if (socket && socket.readyState === WebSocket.OPEN) return [text, ""];
  return [text + " " + qsTr("The laptop is not reached: it checks your cards when it is back."), ""];
}

function render() {
  document.getElementById("title").textContent = server
    ? fill(qsTr("{player} · hand {number}"), { player: server.seat, number: server.hand }) : qsTr("Your hand");
  for (const row of ROWS) renderRow(row);
  const where = {};
  const marks = { front: qsTr("F"), middle: qsTr("M"), back: qsTr("B") };  // a grid card's row: front, middle, back
  for (const row of ROWS) for (const c of rowCards(row)) where[c] = marks[row];
  for (const code of CODES) {
    const button = document.getElementById("card-" + code);
    button.classList.toggle("mine", code in where);
    button.dataset.where = where[code] || "";
  }
  const [text, kind] = verdictText();
  const verdict = document.getElementById("verdict");
  verdict.textContent = text;
  verdict.className = "verdict " + kind;
  const naturals = document.getElementById("naturals");
  naturals.replaceChildren();
  const offered = server && server.deal === seat.deal && !seat.surrender ? server.check.naturals : [];
  for (const [key, words] of offered) {
    const button = document.createElement("button");
    button.type = "button";
    button.id = "natural-" + key;
    button.textContent = fill(seat.natural === key ? qsTr("Declared: {natural}") : qsTr("Declare {natural}"),
                              { natural: words });
    button.classList.toggle("on", seat.natural === key);
    button.addEventListener("click", () => change(() => { seat.natural = seat.natural === key ? null : key; }));
    naturals.appendChild(button);
  }
  const surrender = document.getElementById("surrender");
  surrender.hidden = Boolean(server && !server.can_surrender);
  surrender.classList.toggle("on", seat.surrender);
  surrender.textContent = seat.surrender ? qsTr("Surrendered (undo)") : qsTr("Surrender");
  const ready = document.getElementById("ready");
  const settled = server && acked === seq && server.deal === seat.deal;
  ready.disabled = !(seat.ready || (settled && server.can_ready && !server.locked));
  ready.classList.toggle("on", seat.ready);
  ready.textContent = seat.ready ? qsTr("Ready ✓ (tap to change)") : qsTr("Ready");
  renderSheets();
}

function adopt(state) {
  const newHand = state.deal !== seat.deal;  // a new deal: this phone's rows and Ready were for another
  if (!newHand && state.seq !== 0 && state.seq !== seq) return;  // an answer to an older version
  if (!newHand && state.seq === 0 && acked !== seq) return;  // a push while this phone has news on the way
  notes = state.notes || [];
  if (newHand && seat.hand !== null && seat.hand === state.hand) {
    info = fill(qsTr("Hand {number} was dealt again at the laptop: set it afresh."), { number: state.hand });
  } else if (newHand && seat.hand !== null) {
    info = state.last
      ? fill(qsTr("Hand {old} is scored (you {units}). Set hand {number}."),
             { old: seat.hand, units: state.last, number: state.hand })
      : fill(qsTr("Hand {old} is scored. Set hand {number}."), { old: seat.hand, number: state.hand });
  } else if (!newHand && state.seq !== 0) info = "";
  server = state;
  if (state.seq === seq) acked = seq;
  if (newHand) { acked = seq; active = "front"; }
  seat = { hand: state.hand, deal: state.deal, rows: state.text, surrender: state.surrender,
           natural: state.natural, ready: state.ready };
  if (rowCards(active).length >= SIZES[active]) active = nextOpen(active) || active;
  save();
  render();
}

// -- after the score: the showdown, the night, the settle-up ---------------------------------------

function signature(showdown) {
  return JSON.stringify([showdown.hand, showdown.units, showdown.seats, showdown.lines]);
}

function takeShowdown(data) {
  if (data.hand === null || data.hand === undefined) {  // nothing scored any more: no showdown to show
    latest = null;
    looked = null;
    if (view === "showdown") view = "setter";
    try { localStorage.removeItem(storeKey + "-seen"); } catch (e) { /* memory only */ }
    renderSheets();
    return;
  }
  if (data.latest === false) {
    looking = null;
    looked = data;
    if (view === "setter") window.scrollTo(0, 0);
    view = "showdown";
    renderSheets();
    document.getElementById("showdown").scrollTop = 0;
    return;
  }
  latest = data;
  let seen = "";
  try { seen = localStorage.getItem(storeKey + "-seen") || ""; } catch (e) { /* memory only */ }
  const news = signature(data);
  if (news !== seen) {  // a new score or a correction: shown; the same one again (a reconnection) is not
    looked = null;
    if (view === "setter") window.scrollTo(0, 0);
    view = "showdown";
    try { localStorage.setItem(storeKey + "-seen", news); } catch (e) { /* memory only */ }
    document.getElementById("showdown").scrollTop = 0;
  }
  renderSheets();
}

function takeSettle(data) {
  settle = data.open ? data : null;
  if (settle && JSON.stringify(settle) !== settleClosed) settleClosed = "";
  renderSheets();
}

function look(hand) {
  if (!socket || socket.readyState !== WebSocket.OPEN) {
    lookError(qsTr("The laptop is not reached: try again when it is back."));
    return;
  }
  looking = hand;
  document.getElementById("night-note").textContent = "";
  socket.send(JSON.stringify({ type: "look", hand: hand }));
}

function lookError(text) {
  document.getElementById("night-note").textContent = text;
}

function renderShowdown() {
  const shown = looked || latest;
  const sheet = document.getElementById("showdown");
  sheet.hidden = !(view === "showdown" && shown);
  if (sheet.hidden) return;
  const key = JSON.stringify([shown, Boolean(looked), latest && latest.hand, server && server.hand]);
  if (key === drawn.showdown) return;  // as it is (a pair folded away stays folded)
  drawn.showdown = key;
  const older = document.getElementById("sd-older");
  older.hidden = !looked;
  older.textContent = looked
    ? (latest && latest.hand !== looked.hand
      ? fill(qsTr("An earlier hand: the latest is hand {number}."), { number: latest.hand })
      : qsTr("A hand from the night's history."))
    : "";
  const title = looked ? fill(qsTr("Hand {number}"), { number: shown.hand })
    : !shown.units ? fill(qsTr("Hand {number}"), { number: shown.hand })
      : shown.money ? fill(qsTr("Hand {number} · you {units} · {money}"),
                           { number: shown.hand, units: shown.units, money: shown.money })
        : fill(qsTr("Hand {number} · you {units}"), { number: shown.hand, units: shown.units });
  const head = document.getElementById("sd-title");
  head.textContent = title;
  head.className = "big " + (looked ? "" : sign(shown.units || ""));
  const mine = (shown.seats || []).find((entry) => entry.you);
  if (looked && mine) {
    head.appendChild(make("span", "sub-units", " · " + fill(qsTr("you {units}"), { units: mine.units }) +
                          (mine.money ? " · " + mine.money : "")));
  }
  document.getElementById("sd-dealer").textContent = shown.dealer
    ? fill(qsTr("Dealer: {player}"), { player: shown.dealer }) : "";
  const seats = document.getElementById("sd-seats");
  const order = (shown.seats || []).filter((e) => e.you).concat((shown.seats || []).filter((e) => !e.you));
  seats.replaceChildren(...order.map((entry) => seatBlock(entry, true)));
  document.getElementById("sd-lines-head").hidden = !(shown.lines || []).length;
  document.getElementById("sd-lines").replaceChildren(...lineBlocks(shown.lines, true));
  const close = document.getElementById("sd-close");
  close.textContent = looked ? qsTr("Back to the night")
    : server && server.hand > shown.hand ? fill(qsTr("Set hand {number}"), { number: server.hand })
      : qsTr("Back to your hand");
}

function renderNight() {
  const sheet = document.getElementById("night");
  sheet.hidden = !(view === "night" && night);
  if (sheet.hidden) return;
  const key = JSON.stringify(night);
  if (key === drawn.night) return;
  drawn.night = key;
  document.getElementById("night-title").textContent = night.session || qsTr("The night");
  document.getElementById("night-sub").textContent = night.played === 1
    ? qsTr("1 hand played") : fill(qsTr("{count} hands played"), { count: night.played });
  const body = document.getElementById("standings-body");
  body.replaceChildren(...(night.standings || []).map((line) => {
    const tr = make("tr", line.you ? "you" : "");
    tr.appendChild(make("td", "place", String(line.place)));
    const name = make("td", "name", line.name);
    if (line.you) name.appendChild(make("span", "you-mark", qsTr("you")));
    tr.appendChild(name);
    tr.appendChild(make("td", sign(line.units), line.units));
    tr.appendChild(make("td", "money", line.money));
    return tr;
  }));
  document.getElementById("standings").hidden = !(night.standings || []).length;
  const hands = document.getElementById("night-hands");
  hands.replaceChildren(...(night.hands || []).map((hand) => {
    const item = make("li");
    const button = make("button", "hand");
    button.type = "button";
    button.id = "look-" + hand.number;
    const top = make("span", "hand-top");
    top.appendChild(make("b", "", fill(qsTr("Hand {number}"), { number: hand.number })));
    if (hand.dealer) top.appendChild(make("span", "sub", fill(qsTr("Dealer: {player}"), { player: hand.dealer })));
    if (hand.yours) top.appendChild(make("span", sign(hand.yours), fill(qsTr("you {units}"), { units: hand.yours })));
    button.appendChild(top);
    button.appendChild(make("span", "hand-units",
                            (hand.units || []).map(([who, units]) => who + " " + units).join(" · ")));
    button.addEventListener("click", () => look(hand.number));
    item.appendChild(button);
    return item;
  }));
  if (!(night.hands || []).length) hands.appendChild(make("li", "sub", qsTr("No hand scored yet.")));
}

function renderSettle() {
  const box = document.getElementById("settle");
  box.hidden = !settle || settleClosed === JSON.stringify(settle);
  if (box.hidden) return;
  document.getElementById("settle-title").textContent = settle.title || qsTr("Settle up");
  const payments = settle.payments || [];
  const ordered = payments.filter((p) => p.yours).concat(payments.filter((p) => !p.yours));
  document.getElementById("settle-payments").replaceChildren(...ordered.map(
    (payment) => make("li", payment.yours ? "yours" : "", payment.text)));
  document.getElementById("settle-note").textContent = settle.note || "";
}

function renderSheets() {
  if (view === "night" && !night) view = "setter";
  renderShowdown();
  renderNight();
  renderSettle();
  const tab = document.getElementById("night-tab");
  tab.hidden = !night;
  tab.setAttribute("aria-pressed", String(view === "night"));
  tab.classList.toggle("on", view === "night");
  placeSheets();
}

function placeSheets() {  // a sheet starts below the header (its Night tab and link stay in sight)
  const bottom = Math.max(0, document.querySelector("header").getBoundingClientRect().bottom);
  document.documentElement.style.setProperty("--head", bottom + "px");
}

function show(which) {
  if (which !== "setter" && view === "setter") window.scrollTo(0, 0);
  view = which;
  if (which !== "showdown") looked = null;
  renderSheets();
  const sheet = document.getElementById(which);
  if (sheet) sheet.scrollTop = 0;
}

function connect() {
  if (socket !== null) return;
  const link = document.getElementById("link");
  const lang = (document.documentElement.lang || "en").replace("-", "_");
  const ws = new WebSocket("ws://" + location.host + "/ws?k=" + encodeURIComponent(secret) +
                           "&lang=" + encodeURIComponent(lang));
  socket = ws;
  ws.addEventListener("open", () => {
    retry = 0;
    link.textContent = qsTr("connected");
    link.className = "link";
    send("hello");
  });
  ws.addEventListener("message", (event) => {
    let data;
    try { data = JSON.parse(event.data); } catch (e) { return; }
    if (data.type === "state") adopt(data);
    else if (data.type === "showdown") takeShowdown(data);
    else if (data.type === "night") { night = data; renderSheets(); }
    else if (data.type === "settle") takeSettle(data);
    else if (data.type === "error" && looking !== null) { looking = null; lookError(data.error); }
    else if (data.type === "error") { notes = [data.error]; render(); }
  });
  ws.addEventListener("close", () => {
    if (socket !== ws) return;
    link.textContent = qsTr("reconnecting…");
    link.className = "link off";
    socket = null;
    render();
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 250 * retry);
  });
}

for (const row of ROWS) {
  document.getElementById("row-" + row).addEventListener("click", () => { active = row; render(); });
}
document.getElementById("typing").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = document.getElementById("type-input");
  const typed = input.value.trim();
  if (!typed) return;
  const row = active;
  change(() => { seat.rows[row] = (rowCards(row).join(" ") + " " + typed).trim(); });
  input.value = "";
});
document.getElementById("surrender").addEventListener("click", () => {
  window.cpTaps += 1;
  change(() => { seat.surrender = !seat.surrender; if (seat.surrender) seat.natural = null; });
});
document.getElementById("ready").addEventListener("click", () => {
  window.cpTaps += 1;
  seat.ready = !seat.ready;
  send("set");
});
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && socket === null) connect();
});
document.getElementById("night-tab").addEventListener("click", () => show(view === "night" ? "setter" : "night"));
document.getElementById("sd-night").addEventListener("click", () => show("night"));
document.getElementById("sd-close").addEventListener("click", () => show(looked ? "night" : "setter"));
document.getElementById("night-close").addEventListener("click", () => show("setter"));
document.getElementById("settle-close").addEventListener("click", () => {
  settleClosed = JSON.stringify(settle);
  renderSheets();
});
window.addEventListener("resize", placeSheets);
window.addEventListener("scroll", placeSheets, { passive: true });
translatePage();
buildGrid();
render();
renderSheets();
connect();
