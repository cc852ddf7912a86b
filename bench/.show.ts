import { BRIEF_CORPUS_W5 } from '../apps/api/test/fixtures/brief-corpus/w5.ts';
const ids = process.argv.slice(2);
const grep = process.env.GREP ? new RegExp(process.env.GREP, 'i') : null;
for (const b of BRIEF_CORPUS_W5) {
  if (!ids.some((id) => b.id.includes(id))) continue;
  console.log('=====', b.id, JSON.stringify(b.expected.skills));
  const lines = b.text.split('\n');
  console.log(grep ? lines.filter((l) => grep.test(l)).join('\n') : b.text);
}
