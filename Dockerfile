# syntax=docker/dockerfile:1
# Build in the official Rust image; run on slim Debian as a non-root user.
FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src ./src
COPY schemas ./schemas
COPY whitelists ./whitelists
COPY fixtures ./fixtures
COPY tests ./tests
COPY benches ./benches
RUN cargo build --release --locked --bin compulsa

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --create-home --home-dir /var/lib/compulsa --uid 10001 compulsa
COPY --from=build /src/target/release/compulsa /usr/local/bin/compulsa
# Schemas and whitelists are compiled into the binary; the copies here are the reference
# (and `--schemas-dir /usr/share/compulsa/schemas` overrides with them).
COPY --from=build /src/schemas /usr/share/compulsa/schemas
COPY --from=build /src/whitelists /usr/share/compulsa/whitelists
COPY --from=build /src/fixtures/cassettes /usr/share/compulsa/cassettes
USER compulsa
WORKDIR /var/lib/compulsa
ENV COMPULSA_DATA_DIR=/var/lib/compulsa/data \
    COMPULSA_AUDIT_DIR=/var/lib/compulsa/audit
ENTRYPOINT ["compulsa"]
CMD ["--help"]
