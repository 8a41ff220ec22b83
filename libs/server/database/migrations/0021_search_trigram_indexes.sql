-- A keyword that finds nothing is corrected word by word to the nearest word of the catalogue's vocabulary
-- (`correctedKeyword` in libs/server/catalogue/src/search.ts): this trigram index of the spaced words answers
-- `word % $1 ORDER BY word <-> $1 LIMIT 1` by walking its tree nearest first, so a correction reads a few index
-- pages however many words the catalogue has.
CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops) WHERE vector = 'words';--> statement-breakpoint
-- Search suggestions name the shops whose names hold the keyword (`searchSuggestions`): their trigrams, by index.
CREATE INDEX IF NOT EXISTS shops_name_trgm_idx ON shops USING gin (lower(name) gin_trgm_ops);
