// The table screen: a TV or tablet everyone sees. Read-only: the laptop sends the seats' progress (never a
// card before the hand is scored), the standings, the last showdown and the settle-up; this page sends nothing.
"use strict";

const WORDS = (() => {
  try { return JSON.parse(document.getElementById("words").textContent) || {}; } catch (e) { return {}; }
})();
function qsTr(text) { return Object.prototype.hasOwnProperty.call(WORDS, text) ? WORDS[text] : text; }
function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}
const SYMBOLS = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };
const STATUS = { waiting: qsTr("waiting"), setting: qsTr("setting…"), ready: qsTr("ready ✓"),
                 laptop: qsTr("at the laptop") };
const secret = new URLSearchParams(location.search).get("k") || "";
const lang = (document.documentElement.lang || "en").replace("-", "_");

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function card(code) {
  const span = el("span", "face" + (code[1] === "h" || code[1] === "d" ? " red" : ""));
  span.textContent = (code[0] === "T" ? "10" : code[0]) + SYMBOLS[code[1]];
  return span;
}

function render(view) {
  document.getElementById("title").textContent = view.session
    ? fill(qsTr("{session} · hand {number}"), { session: view.session, number: view.hand }) : qsTr("Table screen");
  const main = document.getElementById("screen");
  main.replaceChildren();
  const seats = el("section", "chips");
  seats.id = "seats";
  for (const seat of view.seats) {
    const chip = el("span", "chip " + seat.status, seat.name + " · " + STATUS[seat.status]);
    seats.appendChild(chip);
  }
  main.appendChild(seats);
  if (view.settle) {
    const box = el("section", "settle");
    box.id = "settle";
    box.appendChild(el("h2", "", view.settle.title));
    for (const p of view.settle.payments) box.appendChild(el("p", "payment", p.text));
    box.appendChild(el("p", "note", view.settle.note));
    main.appendChild(box);
  }
  const table = el("table", "standings");
  table.id = "standings";
  for (const s of view.standings) {
    const row = el("tr");
    for (const text of [String(s.place), s.name, s.units, s.money]) row.appendChild(el("td", "", text));
    table.appendChild(row);
  }
  main.appendChild(table);
  const shown = view.showdown;
  if (shown) {
    const box = el("section", "showdown");
    box.id = "showdown";
    box.appendChild(el("h2", "", fill(qsTr("Hand {number}"), { number: shown.hand })));
    for (const seat of shown.seats) {
      const block = el("div", "seat");
      block.appendChild(el("h3", "", seat.name + " " + seat.units));
      for (const row of ["front", "middle", "back"]) {
        const line = el("div", "cards");
        for (const code of seat.rows[row]) line.appendChild(card(code));
        line.appendChild(el("span", "row-name", seat.names[row]));
        block.appendChild(line);
      }
      if (seat.foul) block.appendChild(el("p", "foul", seat.foul));
      box.appendChild(block);
    }
    for (const pair of shown.lines) {
      box.appendChild(el("h4", "", pair.head));
      for (const line of pair.lines) box.appendChild(el("p", "line", line));
    }
    main.appendChild(box);
  }
}

let retry = 0;
function connect() {
  const link = document.getElementById("link");
  const ws = new WebSocket("ws://" + location.host + "/ws?k=" + encodeURIComponent(secret) + "&lang=" + lang);
  ws.addEventListener("open", () => { retry = 0; link.textContent = qsTr("connected"); link.className = "link"; });
  ws.addEventListener("message", (event) => {
    let data;
    try { data = JSON.parse(event.data); } catch (e) { return; }
    if (data.type === "screen") render(data);
  });
  ws.addEventListener("close", () => {
    link.textContent = qsTr("reconnecting…");
    link.className = "link off";
    retry = Math.min(retry + 1, 6);
    setTimeout(connect, 250 * retry);
  });
}
connect();
