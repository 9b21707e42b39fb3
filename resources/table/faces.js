// What the seat's page and the table screen both draw: the page's words (qsTr), and a scored hand face-up,
// a seat at a time, with its result lines. Loaded before each page's own script (table.js, screen.js).
"use strict";

const ROWS = ["front", "middle", "back"];
const SYMBOLS = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };

// The page's words in the phone's language: the laptop puts its translations of every qsTr("...") of the
// page's scripts (contexts "faces", "table", "screen", as pyside6-lupdate names each file's) into the page.
const WORDS = (() => {
  try { return JSON.parse(document.getElementById("words").textContent) || {}; } catch (e) { return {}; }
})();

function qsTr(text) {
  return Object.prototype.hasOwnProperty.call(WORDS, text) ? WORDS[text] : text;
}

function fill(text, values) {
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}

function make(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function sign(units) {  // "+3" gains, "-13" (or "−13") loses: coloured as the laptop colours them
  if (/^\+/.test(units)) return "units up";
  if (/^[-\u2212]/.test(units)) return "units down";
  return "units";
}

function face(code) {  // a card face-up: rank and suit as on the page's slots
  const card = make("span", "face" + (code[1] === "h" || code[1] === "d" ? " red" : ""),
                    (code[0] === "T" ? "10" : code[0]) + SYMBOLS[code[1]]);
  card.dataset.card = code;
  return card;
}

// One seat of a showdown: its name, units and money, then its three rows face-up with their names.
function seatBlock(entry, youMark) {
  const block = make("article", "seat" + (entry.you ? " you" : ""));
  block.dataset.seat = entry.name;
  const head = make("div", "seat-head");
  const who = make("b", "seat-name", entry.name);
  head.appendChild(who);
  if (entry.you && youMark) head.appendChild(make("span", "you-mark", qsTr("you")));
  const sums = make("span", "sums");
  sums.appendChild(make("span", sign(entry.units), entry.units));
  if (entry.money) sums.appendChild(make("span", "money", entry.money));
  head.appendChild(sums);
  block.appendChild(head);
  const flags = [];
  if (entry.surrender) flags.push([qsTr("Surrendered"), "flag surrender"]);
  if (entry.foul) flags.push([fill(qsTr("Foul: {reason}"), { reason: entry.foul }), "flag foul"]);
  if (entry.note) flags.push([entry.note, "flag note"]);
  for (const [words, kind] of flags) block.appendChild(make("p", kind, words));
  if (entry.surrender) return block;
  const marks = { front: qsTr("F"), middle: qsTr("M"), back: qsTr("B") };
  const heads = { front: qsTr("Front"), middle: qsTr("Middle"), back: qsTr("Back") };
  for (const row of ROWS) {
    const line = make("div", "sd-row" + ((entry.foul_rows || []).includes(row) ? " foul" : ""));
    line.dataset.row = row;
    const mark = make("span", "sd-mark", marks[row]);
    mark.title = heads[row];
    line.appendChild(mark);
    const cards = make("span", "sd-cards");
    cards.setAttribute("aria-label", heads[row]);
    for (const code of (entry.rows && entry.rows[row]) || []) cards.appendChild(face(code));
    line.appendChild(cards);
    line.appendChild(make("span", "sd-name", (entry.names && entry.names[row]) || ""));
    block.appendChild(line);
  }
  return block;
}

// Result lines, a pair (or the pool) at a time: its head, then why each unit moved.
function lineBlocks(groups, open) {
  const blocks = [];
  for (const group of groups || []) {
    const details = make("details", "pair");
    details.open = open;
    details.appendChild(make("summary", "", group.head));
    const list = make("ul");
    for (const text of group.lines || []) list.appendChild(make("li", "", text));
    details.appendChild(list);
    blocks.push(details);
  }
  return blocks;
}
