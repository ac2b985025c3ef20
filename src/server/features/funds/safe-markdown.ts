// The fund page's Markdown (docs/admin.md 'The fund page'), rendered on the server only, so no Markdown library ships
// to the browser. Raw HTML is never passed through: markdown-it with `html: false` writes it out as text, and its
// link check refuses javascript:, vbscript:, file: and data: targets. Images are off (a bio or an answer must not
// load anything from elsewhere), and every link leaves with rel="nofollow noopener noreferrer".
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true, breaks: false }).disable(['image']);

const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  tokens[index]?.attrSet('rel', 'nofollow noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** Sanitised HTML for a Markdown text; '' for an empty one. */
export const renderSafeMarkdown = (source: string): string => (source.trim() === '' ? '' : markdown.render(source));
