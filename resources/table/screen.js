// Table mode's big screen: a TV or tablet everyone can see, read-only. It shows the session and the hand being
// set, each seat's progress as a chip (waiting, setting, ready: never a card during a hand), the standings, the
// last hand face-up with every pair's lines, and the settle-up over everything while the laptop shows it.
// It sends nothing: the laptop sends one "screen" message on connection and after every change.
"use strict";

const STATUS = {
  waiting: () => qsTr("waiting"), setting: () => qsTr("setting…"), ready: () => qsTr("ready ✓"),
  laptop: () => qsTr("at the laptop"),
};

function chip(seat) {
  const item = make("li", "chip " + (seat.status in STATUS ? seat.status : "waiting"));
  item.dataset.seat = seat.name;
  item.appendChild(make("b", "chip-name", seat.name));
  item.appendChild(make("span", "chip-status", (STATUS[seat.status] || STATUS.waiting)()));
  if (!seat.phone && seat.status !== "laptop") item.appendChild(make("span", "chip-phone", qsTr("no phone yet")));
  return item;
}

function render(data) {
  document.getElementById("title").textContent = data.session || qsTr("Table screen");
  document.title = fill(qsTr("{session} · table screen"), { session: data.session || "" });
  document.getElementById("hand").textContent = data.hand ? fill(qsTr("Hand {number}"), { number: data.hand }) : "";
  document.getElementById("chips").replaceChildren(...(data.seats || []).map(chip));
  const standings = data.standings || [];
  document.getElementById("standings").hidden = !standings.length;
  document.getElementById("no-standings").hidden = standings.length > 0;
  document.getElementById("standings-body").replaceChildren(...standings.map((line) => {
    const tr = make("tr");
    tr.appendChild(make("td", "place", String(line.place)));
    tr.appendChild(make("td", "name", line.name));
    tr.appendChild(make("td", sign(line.units), line.units));
    tr.appendChild(make("td", "money", line.money));
    return tr;
  }));
  const last = data.showdown;
  document.getElementById("last").hidden = !last;
  if (last) {
    document.getElementById("last-head").textContent = fill(qsTr("Last hand: hand {number}"), { number: last.hand });
    document.getElementById("last-dealer").textContent = last.dealer
      ? fill(qsTr("Dealer: {player}"), { player: last.dealer }) : "";
    document.getElementById("last-seats").replaceChildren(...(last.seats || []).map((entry) => seatBlock(entry, false)));
    document.getElementById("last-lines-head").hidden = !(last.lines || []).length;
    document.getElementById("last-lines").replaceChildren(...(last.lines || []).map((group) => {
      const block = make("div", "pair");
      block.appendChild(make("b", "pair-head", group.head));
      const list = make("ul");
      for (const text of group.lines || []) list.appendChild(make("li", "", text));
      block.appendChild(list);
      return block;
    }));
  }
  const settle = data.settle;
  document.getElementById("settle").hidden = !settle;
  document.documentElement.classList.toggle("covered", Boolean(settle));  // the settle-up takes the whole screen
  if (settle) {
    document.getElementById("settle-title").textContent = settle.title || qsTr("Settle up");
    document.getElementById("settle-payments").replaceChildren(
      ...(settle.payments || []).map((payment) => make("li", "", payment.text)));
    document.getElementById("settle-note").textContent = settle.note || "";
  }
}

function translatePage() {
  document.title = qsTr("Chinese Poker · table screen");
  document.getElementById("title").textContent = qsTr("Table screen");
  document.getElementById("link").textContent = qsTr("connecting…");
  document.getElementById("seats-head").textContent = qsTr("This hand");
  document.getElementById("standings-head").textContent = qsTr("Standings");
  document.getElementById("st-name").textContent = qsTr("Player");
  document.getElementById("st-units").textContent = qsTr("Units");
  document.getElementById("st-money").textContent = qsTr("Money");
  document.getElementById("no-standings").textContent = qsTr("No hand scored yet.");
  document.getElementById("last-lines-head").textContent = qsTr("Every pair");
  document.getElementById("last").hidden = true;
}

const secret = new URLSearchParams(location.search).get("k") || "";
let socket = null;
let retry = 0;

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
  });
  ws.addEventListener("message", (event) => {
    let data;
    try { data = JSON.parse(event.data); } catch (e) { return; }
    if (data.type === "screen") render(data);
  });
  ws.addEventListener("close", () => {
    if (socket !== ws) return;
    link.textContent = qsTr("reconnecting…");
    link.className = "link off";
    socket = null;
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 250 * retry);
  });
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && socket === null) connect();
});
translatePage();
connect();
