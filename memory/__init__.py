"""Memory mechanisms: interface memory (what elements do, per device and app), working memory
(the focus content of a task) and the lexical matching they share."""
