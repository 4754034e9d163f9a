import { searchKnowledge } from '../src/thermy/knowledge/knowledge-search.js';
const qs = process.argv.slice(2);
for (const q of qs) console.log(q, '=>', searchKnowledge(q).map((h) => `${h.document.key}:${h.rank.toFixed(2)}/${h.score.toFixed(1)}`).join(' '));
