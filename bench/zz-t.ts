import { extractTeamSize } from '../apps/api/src/modules/projects/brief-analysis/team-size.ts';
import { normalizeText } from '../apps/api/src/text/words.ts';
for (const t of process.argv.slice(2)) { const n = normalizeText(t); const r = extractTeamSize(n); console.log(JSON.stringify(n), r && { ...r, q: n.slice(r.span.start, r.span.end) }); }
