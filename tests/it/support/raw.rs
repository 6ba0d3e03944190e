//! A raw TCP fixture server on 127.0.0.1 for the faults a mock HTTP server cannot produce:
//! resets, truncated bodies, bodies that trickle slower than the total timeout.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

/// What the server does with each connection, after reading the request head.
#[derive(Debug, Clone, Copy)]
pub enum Behaviour {
    /// Close at once with a TCP reset.
    Reset,
    /// Announce 100 bytes, send 10, close.
    Truncated,
    /// Send the head and 5 bytes, then stall for this long before the rest.
    SlowBody(Duration),
}

/// A running raw server.
#[derive(Debug)]
pub struct RawServer {
    /// Its address.
    pub addr: SocketAddr,
    connections: Arc<AtomicUsize>,
}

impl RawServer {
    /// Starts a server with one behaviour for every connection.
    pub async fn start(behaviour: Behaviour) -> RawServer {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        let connections = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&connections);
        tokio::spawn(async move {
            while let Ok((mut stream, _)) = listener.accept().await {
                counter.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(async move {
                    let mut head = Vec::new();
                    let mut buf = [0u8; 1024];
                    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                        match stream.read(&mut buf).await {
                            Ok(0) | Err(_) => return,
                            Ok(n) => head.extend_from_slice(&buf[..n]),
                        }
                    }
                    match behaviour {
                        Behaviour::Reset => {
                            let _ = stream.set_zero_linger();
                            drop(stream);
                        }
                        Behaviour::Truncated => {
                            let _ = stream
                                .write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 100\r\ncontent-type: text/plain\r\n\r\n0123456789")
                                .await;
                            let _ = stream.shutdown().await;
                        }
                        Behaviour::SlowBody(stall) => {
                            let _ = stream
                                .write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 10\r\ncontent-type: text/plain\r\n\r\n01234")
                                .await;
                            let _ = stream.flush().await;
                            tokio::time::sleep(stall).await;
                            let _ = stream.write_all(b"56789").await;
                        }
                    }
                });
            }
        });
        RawServer { addr, connections }
    }

    /// Connections accepted so far.
    pub fn connections(&self) -> usize {
        self.connections.load(Ordering::SeqCst)
    }
}
