import type { DemoCatalogue, Localised } from './types';

/** Every localised field of a catalogue, with a path for error messages. */
export function localisedFields(catalogue: DemoCatalogue): [string, Localised][] {
  const fields: [string, Localised][] = [];
  const add = (path: string, text: Localised) => fields.push([path, text]);
  for (const c of catalogue.categories) add(`category ${c.key} name`, c.name);
  for (const b of catalogue.brands) add(`brand ${b.key} name`, b.name);
  for (const s of catalogue.shops) add(`shop ${s.key} description`, s.description);
  for (const a of catalogue.ads) add(`ad ${a.key} title`, a.title);
  for (const article of [...catalogue.news, ...catalogue.blogPosts]) {
    add(`${article.key} title`, article.title);
    add(`${article.key} summary`, article.summary);
    add(`${article.key} body`, article.bodyHtml);
  }
  for (const n of catalogue.announcements) {
    add(`${n.key} title`, n.title);
    add(`${n.key} body`, n.body);
  }
  for (const p of catalogue.policies) {
    add(`policy ${p.slug} title`, p.title);
    add(`policy ${p.slug} body`, p.bodyHtml);
  }
  return fields;
}
