/** One plain-English article of Thermy's knowledge base, with the page it cites. */
export interface KnowledgeArticle {
  id: string;
  title: string;
  /** What the answer cites: an app page or an authoritative public page. */
  source: { title: string; url: string };
  /** The answer Thermy gives, in short paragraphs. */
  body: string;
  /** Extra words people use for the topic, searched with the body but never shown. */
  keywords: string;
  /** The plan's measures the article is about: a visitor whose plan holds one gets its figures. */
  measureIds?: string[];
  /** Questions worth asking next. */
  suggestions: string[];
}
