// The live launch checklist: each of the spec's 11 items with its status and evidence.
import { fill, h } from './dom.js';

const LABEL = { pass: 'pass', finding: 'finding', 'not-observed': 'not observed', 'not-applicable': 'not applicable' };

/** Redraws the checklist and the summary in the top bar from a `/checklist` answer. */
export function renderChecklist(report) {
  const count = (status) => report.items.filter((item) => item.status === status).length;
  const summary = document.querySelector('[data-testid="checklist-summary"]');
  const notApplicable = count('not-applicable');
  summary.textContent = `${report.findings} finding${report.findings === 1 ? '' : 's'} · ${count('pass')} pass · ${count('not-observed')} not observed${notApplicable ? ` · ${notApplicable} not applicable` : ''}`;
  // Green only when something was judged and nothing was found: an empty window is not a pass.
  summary.className = `summary ${report.findings > 0 ? 'bad' : count('pass') > 0 ? 'good' : 'pending'}`;
  fill(
    '[data-testid="checklist"]',
    report.items.map((item) =>
      h(
        'li',
        { class: `item ${item.status}`, 'data-key': item.key, 'data-status': item.status },
        h('span', { class: 'status' }, LABEL[item.status]),
        h('span', { class: 'title' }, `${item.id}. ${item.title}`),
        item.evidence.length ? h('ul', { class: 'evidence' }, item.evidence.slice(0, 4).map((line) => h('li', {}, line))) : null,
      ),
    ),
  );
}
