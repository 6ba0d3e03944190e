mod ingest;
mod pdf;
