mod boe;
mod matching;
mod sources;
mod verdict;
