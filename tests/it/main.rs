mod matching;
mod verdict;
