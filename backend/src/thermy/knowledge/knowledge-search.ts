import type { EntityManager } from '@mikro-orm/postgresql';
import { KNOWLEDGE, knowledgeByKey, type KnowledgeDocument } from './knowledge-base.js';

/**
 * Words nearly every home-energy passage contains, or any question does ("how much would it cost
 * to save money?"): left out of the query, so a question must name a topic ("loft", "grant") to
 * find anything, and "how much does a car cost?" finds nothing rather than the cheapest measure.
 */
const GENERIC_WORDS =
  'how much many what which when where why who would could should can will does do did is are get got make need want cost costs price save saving savings money cheap year home house me my i you your tell know help good best worth thing things please thanks thank like weather today tomorrow tonight';

const KNOWLEDGE_JSON = JSON.stringify(KNOWLEDGE.map(({ key, title, text }) => ({ key, title, text })));

export interface KnowledgeHit {
  document: KnowledgeDocument;
  rank: number;
}

/**
 * Ranked full-text search (stemmed English) over the knowledge base. Any topic word may match
 * (an OR query), titles weigh more than text, and ts_rank orders the hits.
 */
export async function searchKnowledge(em: EntityManager, question: string, limit = 6): Promise<KnowledgeHit[]> {
  const rows = await em.getConnection().execute<Array<{ key: string; rank: number }>>(
    `with question as (
       select string_agg(quote_literal(word.lexeme), ' | ')::tsquery as query
       from unnest(ts_delete(to_tsvector('english', ?), tsvector_to_array(to_tsvector('english', ?)))) as word
     ), passage as (
       select doc.key, setweight(to_tsvector('english', doc.title), 'A') || setweight(to_tsvector('english', doc.text), 'B') as vector
       from jsonb_to_recordset(?::jsonb) as doc(key text, title text, text text)
     )
     select passage.key, ts_rank(passage.vector, question.query) as rank
     from passage, question
     where question.query is not null and passage.vector @@ question.query
     order by rank desc, passage.key
     limit ?`,
    [question, GENERIC_WORDS, KNOWLEDGE_JSON, limit],
  );
  return rows.flatMap((row) => {
    const document = knowledgeByKey(row.key);
    return document ? [{ document, rank: Number(row.rank) }] : [];
  });
}
