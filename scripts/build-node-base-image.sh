#!/usr/bin/env bash
# Builds a Node 20 base image from Debian's own packages, for machines that cannot pull images from a registry
# (no Docker Hub access, or only through a TLS-inspecting proxy). The images of docker-compose.yml then build on it:
#
#   scripts/build-node-base-image.sh                 # prints the image name, e.g. portal/node:20-trixie
#   NODE_IMAGE=portal/node:20-trixie docker-compose up --build
#
# What it does: `debootstrap --variant=minbase` of Debian trixie (whose nodejs is 20.19) with ca-certificates and
# nodejs; npm from the npm registry's tarball (Debian's npm package drags in hundreds of packages); the machine's
# extra CA certificates (/usr/local/share/ca-certificates/*.crt) added to the image's trust store and named in
# NODE_EXTRA_CA_CERTS, so npm and apt inside image builds trust the proxy; a `node` user with uid 1000 as in the
# official node images; then `docker import`.
#
# Needs root (debootstrap, chroot), debootstrap, docker and npm on the host. Does nothing when the image exists,
# unless --force is given.
#
# Settings (environment): NODE_BASE_IMAGE (image name, default portal/node:20-trixie), DEBIAN_SUITE (trixie),
# DEBIAN_MIRROR (http://deb.debian.org/debian), NPM_VERSION (default: the root package.json's packageManager),
# EXTRA_CA_DIR (/usr/local/share/ca-certificates).
set -euo pipefail
cd "$(dirname "$0")/.."

image="${NODE_BASE_IMAGE:-portal/node:20-trixie}"
suite="${DEBIAN_SUITE:-trixie}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
extra_ca_dir="${EXTRA_CA_DIR:-/usr/local/share/ca-certificates}"
npm_version="${NPM_VERSION:-$(node -p "(require('./package.json').packageManager || 'npm@11').split('@')[1]")}"

log() { printf '[base-image] %s\n' "$*" >&2; }

if [ "${1:-}" != "--force" ] && docker image inspect "$image" >/dev/null 2>&1; then
  log "$image exists (use --force to rebuild)"
  echo "$image"
  exit 0
fi
for tool in debootstrap docker npm chroot; do
  command -v "$tool" >/dev/null 2>&1 || { log "needs $tool on the host"; exit 1; }
done
if [ "$(id -u)" -ne 0 ]; then
  log "needs root (debootstrap and chroot)"
  exit 1
fi

work="$(mktemp -d /tmp/node-base.XXXXXX)"
rootfs="$work/rootfs"
trap 'rm -rf "$work"' EXIT

log "debootstrap $suite (minbase + nodejs) from $mirror"
debootstrap --variant=minbase --include=ca-certificates,nodejs "$suite" "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

shopt -s nullglob
extra_certs=("$extra_ca_dir"/*.crt)
if [ ${#extra_certs[@]} -gt 0 ]; then
  log "adding ${#extra_certs[@]} extra CA certificate(s) from $extra_ca_dir"
  cp "${extra_certs[@]}" "$rootfs/usr/local/share/ca-certificates/"
fi
chroot "$rootfs" update-ca-certificates >/dev/null 2>&1

log "npm $npm_version from the npm registry"
(cd "$work" && npm pack "npm@$npm_version" --silent >/dev/null)
mkdir -p "$rootfs/usr/lib/node_modules/npm"
tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/bin/npx"

log "user node (uid 1000)"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --create-home --shell /bin/bash node

# What an image never needs: package lists and downloaded .debs (apt-get update fetches them again), docs, man pages.
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/* "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* \
  "$rootfs"/usr/share/info/* "$rootfs"/var/log/*.log "$rootfs"/tmp/*

node_version="$(chroot "$rootfs" node --version)"
log "importing $image (node $node_version, npm $npm_version)"
tar -C "$rootfs" --numeric-owner -c . | docker import \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  -c 'ENV LANG=C.UTF-8' \
  -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  -c 'CMD ["node"]' \
  -m "Debian $suite minbase, nodejs $node_version, npm $npm_version" \
  - "$image" >/dev/null
log "done: $(docker image inspect "$image" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}')"
echo "$image"
