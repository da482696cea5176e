/** One SQLite FTS5 phrase: inside double quotes every character is literal ("" is a quote). */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;
