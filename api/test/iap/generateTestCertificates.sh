#!/bin/sh
# Regenerates the App Store test certificates of this folder (needs the openssl CLI; run it from anywhere):
#
#   sh api/test/iap/generateTestCertificates.sh
#
# Two chains shaped like Apple's (root → intermediate → leaf, EC P-256 keys, ECDSA with SHA-256):
#   apple-test-*  the chain the tests trust (apple-test-root.pem is their APPLE_ROOT_CERTIFICATES);
#   rogue-*       the same shape under a root nobody trusts (a forged transaction).
# SignedDataVerifier (@apple/app-store-server-library) checks, besides the signatures and dates, that the
# intermediate is a CA carrying Apple's extension 1.2.840.113635.100.6.2.1 and that the leaf carries
# 1.2.840.113635.100.6.11.1 (Apple gives both an ASN.1 NULL value, as here). Every certificate is valid from
# 2000 to 2100, so a machine whose clock is behind or ahead of the one that made them still accepts them.
# Only the leaves' private keys are kept (the tests sign with them); the roots' and intermediates' are thrown
# away. They are test keys: nothing outside these tests trusts them.
set -eu
OUT=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# `openssl ca` rather than `openssl x509 -req`: only it sets notBefore (OpenSSL 3.0 has no -not_before).
cat > "$WORK/ca.cnf" <<CNF
[ ca ]
default_ca = test_ca
[ test_ca ]
database = $WORK/index.txt
new_certs_dir = $WORK
serial = $WORK/serial
default_md = sha256
policy = any_name
unique_subject = no
email_in_dn = no
[ any_name ]
commonName = supplied
organizationName = optional
countryName = optional
[ root ]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[ intermediate ]
basicConstraints = critical, CA:TRUE, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
1.2.840.113635.100.6.2.1 = ASN1:NULL
[ leaf ]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
1.2.840.113635.100.6.11.1 = ASN1:NULL
CNF

# sign <csr> <issuer cert or "self"> <issuer key> <extensions section> <out>
sign() {
  : > "$WORK/index.txt"
  openssl rand -hex 8 > "$WORK/serial"
  if [ "$2" = self ]; then issuer="-selfsign"; else issuer="-cert $2"; fi
  # shellcheck disable=SC2086 # $issuer is two words on purpose
  openssl ca -batch -notext -preserveDN -config "$WORK/ca.cnf" -in "$1" $issuer -keyfile "$3" \
    -extensions "$4" -startdate 20000101000000Z -enddate 21000101000000Z -out "$5" 2>/dev/null
}

# chain <file prefix> <name in the subjects>
chain() {
  for part in root intermediate leaf; do
    openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out "$WORK/$part.key"
  done
  openssl req -new -key "$WORK/root.key" -subj "/CN=$2 Root CA/O=Stride tests/C=US" -out "$WORK/root.csr"
  sign "$WORK/root.csr" self "$WORK/root.key" root "$OUT/$1-root.pem"
  openssl req -new -key "$WORK/intermediate.key" -out "$WORK/intermediate.csr" \
    -subj "/CN=$2 Worldwide Developer Relations/O=Stride tests/C=US"
  sign "$WORK/intermediate.csr" "$OUT/$1-root.pem" "$WORK/root.key" intermediate "$OUT/$1-intermediate.pem"
  openssl req -new -key "$WORK/leaf.key" -out "$WORK/leaf.csr" \
    -subj "/CN=$2 Mac App Store and iTunes Store Receipt Signing/O=Stride tests/C=US"
  sign "$WORK/leaf.csr" "$OUT/$1-intermediate.pem" "$WORK/intermediate.key" leaf "$OUT/$1-leaf.pem"
  openssl pkey -in "$WORK/leaf.key" -out "$OUT/$1-leaf.key"
}

chain apple-test 'Stride Test Apple'
chain rogue 'Rogue'
