// Printed layout families: each lays out a ticket's items (lib/ticket-items.mjs) its own way, on its
// own roll width, font and structure. The words and forms are drawn per ticket, not per family, so a
// family differs from another by layout: leaving one out of tuning tests whether the reader reads
// layouts it has not seen.
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function page(css, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;padding:0;background:#fff}
  .ticket{display:inline-block;background:#fff;color:#111;padding:18px 16px 26px}
  .c{text-align:center}.b{font-weight:bold}.row{display:flex;justify-content:space-between;gap:10px}
  .band{background:#111;color:#fff;padding:4px 6px}
  ${css}</style></head><body><div class="ticket">${body}</div></body></html>`;
}

const text = (it) => (it.label ? `${it.label}${it.value ? ' ' : ''}${it.value}` : it.value);

/** Narrow 58 mm thermal roll: monospace capitals, one item per line, the outlet below the body. */
function kioskRoll(random, items) {
  const colon = random.chance(0.6) ? ':' : '';
  const line = (it) => {
    if (it.role === 'gameline' || !it.label) return `<div>${esc(it.value)}</div>`;
    if (random.chance(0.5)) return `<div class="row"><span>${esc(it.label)}${colon}</span><span>${esc(it.value)}</span></div>`;
    return `<div>${esc(it.label)}${colon} ${esc(it.value)}</div>`;
  };
  const width = random.int(230, 270);
  const parts = [`<div class="c b" style="font-size:1.15em">${esc(items.operator.value)}</div>`, '<div class="c">--------------------</div>'];
  parts.push(...items.body.map(line), '<div class="c">--------------------</div>');
  parts.push(...items.outlet.map(line), ...items.footer.map(line));
  return page(
    `.ticket{width:${width}px;font:${random.int(12, 14)}px/1.35 'DejaVu Sans Mono',monospace;text-transform:uppercase;letter-spacing:${random.pick([0, 0.3, -0.3])}px}`,
    parts.join(''),
  );
}

/** 72-80 mm receipt with an inverse band heading, label left and value right, outlet above the body. */
function clubBand(random, items) {
  const width = random.int(320, 380);
  const row = (it) => {
    if (it.role === 'gameline') return `<div style="font-family:'DejaVu Sans Mono',monospace">${esc(it.value)}</div>`;
    if (it.big) return `<div class="band c b" style="font-size:1.3em;margin:4px 0">${esc(it.value)}</div>`;
    if (!it.label) return `<div>${esc(it.value)}</div>`;
    const strong = it.role === 'stake' && random.chance(0.5);
    return `<div class="row${strong ? ' band b' : ''}"><span>${esc(it.label)}</span><span>${esc(it.value)}</span></div>`;
  };
  const parts = [`<div class="band c b" style="font-size:1.2em;padding:8px">${esc(items.operator.value)}</div>`];
  parts.push(`<div class="c" style="margin:6px 0">${items.outlet.map((it) => `<div${it.role === 'outlet' ? ' class="b"' : ''}>${esc(text(it))}</div>`).join('')}</div>`);
  parts.push(...items.body.map(row), '<hr>', ...items.footer.map(row));
  return page(`.ticket{width:${width}px;font:${random.int(13, 15)}px/1.4 'DejaVu Sans Condensed','DejaVu Sans',sans-serif}`, parts.join(''));
}

/** Wide roll: small label above a bold value, two items to a row; the outlet above or below. */
function stackedCard(random, items) {
  const width = random.int(400, 460);
  const cell = (it) =>
    it.label
      ? `<div class="cell"><div class="lab">${esc(it.label)}</div><div class="val">${esc(it.value)}</div></div>`
      : `<div class="cell wide"><div class="val">${esc(it.value)}</div></div>`;
  const invertStake = random.chance(0.4);
  const body = [];
  for (const it of items.body) {
    if (it.role === 'gameline') body.push(`<div class="cell wide mono">${esc(it.value)}</div>`);
    else if (it.big) body.push(`<div class="cell wide c b" style="font-size:1.5em">${esc(it.value)}</div>`);
    else if (it.role === 'stake' && invertStake) body.push(cell(it).replace('class="cell"', 'class="cell band"'));
    else body.push(cell(it));
  }
  const outlet = `<div class="c" style="margin:8px 0">${items.outlet.map((it) => `<div${it.role === 'outlet' ? ' class="b" style="font-size:1.1em"' : ''}>${esc(text(it))}</div>`).join('')}</div>`;
  const above = random.chance(0.5);
  const parts = [`<div class="c b" style="font-size:1.3em;letter-spacing:2px">${esc(items.operator.value)}</div>`];
  if (above) parts.push(outlet);
  parts.push(`<div class="grid">${body.join('')}</div>`);
  if (!above) parts.push(outlet);
  parts.push(...items.footer.map((it) => `<div class="c small">${esc(text(it))}</div>`));
  return page(
    `.ticket{width:${width}px;font:${random.int(14, 16)}px/1.3 'DejaVu Serif',serif}
     .grid{display:grid;grid-template-columns:1fr 1fr;gap:6px 14px;margin:8px 0}
     .cell.wide{grid-column:1 / span 2}.lab{font-size:0.7em;text-transform:uppercase;color:#444;letter-spacing:1px}
     .val{font-weight:bold}.mono{font-family:'DejaVu Sans Mono',monospace}.small{font-size:0.8em}
     .band .lab{color:#ddd}`,
    parts.join(''),
  );
}

/** Dot-matrix style slip: facts packed into few lines (race, venue and date on one), codes, outlet and ids on top. */
function codeSlip(random, items) {
  const width = random.int(380, 440);
  const get = (role) => items.body.find((it) => it.role === role);
  const used = new Set();
  const take = (role) => {
    const it = get(role);
    if (it) used.add(it);
    return it;
  };
  const lines = [];
  // Racing packs race, meeting and date on one line; other tickets keep their dates on their own lines.
  const racing = Boolean(get('race'));
  const race = racing ? take('race') : null;
  const meeting = racing ? take('meeting') : null;
  const date = racing ? take('date') : null;
  const start = racing ? take('start') : null;
  if (racing) {
    const order = random.chance(0.5) ? [race, meeting, date] : [meeting, race, date];
    lines.push(
      order
        .filter(Boolean)
        .map((it) => (it === meeting || it === date ? it.value : text(it)))
        .join('  '),
    );
    if (start) lines.push(text(start));
  }
  const bet = take('bet');
  const selections = take('selections') ?? take('runner');
  if (bet) lines.push([bet.value, selections ? selections.value : ''].join('  ').trim());
  for (const it of items.body) {
    if (used.has(it)) continue;
    if (it.role === 'leg') lines.push(`${it.label} ${it.value}`);
    else lines.push(text(it));
  }
  const top = [items.operator.value, ...items.outlet.map(text)];
  return page(
    `.ticket{width:${width}px;font:${random.int(13, 15)}px/1.3 'DejaVu Sans Mono',monospace;font-weight:${random.pick([400, 700])};white-space:pre-wrap}`,
    [
      ...top.map((t, i) => `<div${i === 0 ? ' class="c b"' : ''}>${esc(t)}</div>`),
      '<div>================================</div>',
      ...lines.map((l) => `<div>${esc(l)}</div>`),
      '<div>================================</div>',
      ...items.footer.map((it) => `<div>${esc(text(it))}</div>`),
    ].join(''),
  );
}

export const FAMILIES = { 'kiosk-roll': kioskRoll, 'club-band': clubBand, 'stacked-card': stackedCard, 'code-slip': codeSlip };

/** A scratchie: a title and price badge on printed art, a prize table and the result panel; each family its own art. */
export function scratchieHtml(random, family, f) {
  const hue = f.hue;
  const art = {
    'kiosk-roll': `repeating-linear-gradient(45deg,hsl(${hue},80%,60%) 0 12px,hsl(${(hue + 40) % 360},80%,70%) 12px 24px)`,
    'club-band': `radial-gradient(circle at 30% 30%,hsl(${hue},90%,75%),hsl(${(hue + 180) % 360},70%,45%))`,
    'stacked-card': `linear-gradient(160deg,hsl(${hue},70%,55%),hsl(${(hue + 90) % 360},70%,65%))`,
    'code-slip': `repeating-radial-gradient(circle,hsl(${hue},85%,65%) 0 10px,hsl(${(hue + 60) % 360},85%,75%) 10px 20px)`,
  }[family];
  const font = { 'kiosk-roll': "'DejaVu Sans Mono'", 'club-band': "'DejaVu Sans Condensed'", 'stacked-card': "'DejaVu Serif'", 'code-slip': "'DejaVu Sans'" }[family];
  const money = (v) => `$${v.toLocaleString('en-AU')}`;
  const prizes = f.prizes.map((p) => `<div class="row"><span>${random.pick(['Match 3', 'Find', 'Symbol'])}</span><span>${money(p)}</span></div>`).join('');
  const result = f.won ? `${random.pick(['YOU WIN', 'WIN', 'PRIZE'])} ${money(f.won)}` : random.pick(['NO WIN', 'No Win - Keep Scratching', 'NO WIN THIS TIME']);
  const badgeTop = random.chance(0.5);
  const badge = `<div class="badge">${random.pick([`$${f.price}`, `$${f.price}`, `$${f.price} TICKET`, `PRICE $${f.price}`])}</div>`;
  return page(
    `.ticket{width:${random.int(300, 360)}px;font:15px/1.3 ${font},sans-serif;background:${art};color:#111}
     .title{font-size:2em;font-weight:bold;text-transform:uppercase;color:#fff;text-shadow:2px 2px 0 #000;text-align:center;margin:8px 0}
     .badge{display:inline-block;background:#fff;border:3px solid #111;border-radius:50%;padding:14px 10px;font-weight:bold;font-size:1.3em}
     .panel{background:rgba(255,255,255,0.88);padding:8px;margin:8px 0}`,
    `${badgeTop ? badge : ''}<div class="title">${f.name}</div><div class="c b" style="color:#fff;text-shadow:1px 1px 0 #000">${random.pick(['INSTANT SCRATCHIES', 'Scratch & Win', 'INSTANT', 'SCRATCHIE'])}</div>
     <div class="panel"><div class="b">${random.pick(['WIN UP TO', 'TOP PRIZE'])} ${money(f.top)}</div>${prizes}</div>
     <div class="panel c b">${random.pick(['YOUR RESULT', 'Result', 'PRIZE BOX'])}: ${result}</div>${badgeTop ? '' : badge}
     <div class="panel" style="font-size:0.75em">${f.serial}  Gambling Help 1800 858 858</div>`,
  );
}
