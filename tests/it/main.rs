mod boe;
mod sources;
