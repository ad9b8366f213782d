#!/usr/bin/env bash
# Installs tui 0.19.0 from Debian's crate-source packages and builds tui-peer offline.
# Usage: bash setup.sh   (idempotent; run as root, or with sudo available)
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive

# librust-tui-dev puts tui's source (and its dependencies': cassowary, crossterm, unicode-*,
# bitflags, …) under /usr/share/cargo/registry, which .cargo/config.toml uses as the registry.
if [ ! -d /usr/share/cargo/registry/tui-0.19.0 ]; then
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq librust-tui-dev >/dev/null
fi
# The project machines come with cargo/rustc; fall back to Debian's toolchain if not.
if ! command -v cargo >/dev/null; then
  $SUDO apt-get install -y -qq cargo >/dev/null
fi

cd "$HERE"
cargo build --release --offline
# Cargo.lock only restates the Debian package versions; it is not kept (see .gitignore).
rm -f Cargo.lock
tui=$(ls -d /usr/share/cargo/registry/tui-* | sed 's/.*tui-//')
echo "built $HERE/target/release/tui-peer ($(cargo --version), tui $tui)"
