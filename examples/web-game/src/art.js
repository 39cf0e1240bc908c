// The farm's pictures, drawn in code so the first download stays small and needs no image files:
// crop stages as inline SVG, and the reminders' pictures rendered to PNG data URLs on a canvas.

const SOIL = '<ellipse cx="50" cy="78" rx="38" ry="14" fill="#7a4a26"/><ellipse cx="50" cy="74" rx="34" ry="10" fill="#946033"/>';

/** SVG markup of a plot at `stage`. */
export function cropSvg(stage) {
  const sprout = '<path d="M50 74 V52" stroke="#3f8f2f" stroke-width="5" stroke-linecap="round"/><ellipse cx="41" cy="52" rx="10" ry="5" fill="#5cb83f" transform="rotate(-30 41 52)"/><ellipse cx="59" cy="52" rx="10" ry="5" fill="#5cb83f" transform="rotate(30 59 52)"/>';
  const carrot = '<path d="M38 40 L62 40 L50 76 Z" fill="#f28c28"/><path d="M42 50 H52 M45 60 H54" stroke="#c9691a" stroke-width="2"/><path d="M50 40 L42 20 M50 40 L50 16 M50 40 L58 20" stroke="#3f8f2f" stroke-width="5" stroke-linecap="round"/>';
  const crop = stage === 'ripe' ? carrot : stage === 'growing' ? sprout : '';
  return `<svg viewBox="0 0 100 100" aria-hidden="true">${SOIL}${crop}</svg>`;
}

const DAY_COLOURS = ['#f6c453', '#8fd16a', '#5fb8e8', '#f28c28', '#d97bd1', '#4fc7a3', '#f36f6f'];

/**
 * The picture of the day-`day` reminder: a small PNG (well under the platform's 2 MiB) with a
 * carrot on the day's colour and the day number, so each reminder looks different.
 * @param {Document} doc
 */
export function reminderImage(doc, day) {
  return carrotCard(doc, DAY_COLOURS[(day - 1) % DAY_COLOURS.length], `D${day}`);
}

/** The picture shared from the farm: a carrot card with the player's coins. */
export function shareImage(doc, coins) {
  return carrotCard(doc, '#8cc66a', `${coins}¢`);
}

/** A 96-pixel PNG data URL: a carrot on `background`, with `label` in the corner. */
function carrotCard(doc, background, label) {
  const canvas = doc.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const g = canvas.getContext('2d');
  g.fillStyle = background;
  g.fillRect(0, 0, 96, 96);
  g.fillStyle = '#f28c28';
  g.beginPath();
  g.moveTo(30, 34);
  g.lineTo(66, 34);
  g.lineTo(48, 88);
  g.closePath();
  g.fill();
  g.strokeStyle = '#3f8f2f';
  g.lineWidth = 6;
  g.lineCap = 'round';
  for (const tip of [[38, 10], [48, 6], [58, 10]]) {
    g.beginPath();
    g.moveTo(48, 34);
    g.lineTo(tip[0], tip[1]);
    g.stroke();
  }
  g.fillStyle = '#ffffff';
  g.font = 'bold 22px sans-serif';
  g.fillText(label, 6, 26);
  return canvas.toDataURL('image/png');
}
