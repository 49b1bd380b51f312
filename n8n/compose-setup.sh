#!/bin/sh
# compose.yaml's one-shot n8n-setup service: imports the Header Auth and SMTP credentials
# (from the environment) and the workflow of n8n/ into n8n's volume, and publishes it.
# Safe to run again: an import replaces the entries with the same ids. The three data
# tables are created once in n8n's editor or API (n8n/README.md, "2. Data tables").
set -eu
umask 077
credentials=$(mktemp)
trap 'rm -f "$credentials"' EXIT
cat > "$credentials" <<JSON
[
  {"id": "siteWebhookAuth1", "name": "Site webhook key (Header Auth)", "type": "httpHeaderAuth",
   "data": {"name": "X-Site-Key", "value": "${N8N_AUTH_HEADER_VALUE}"}},
  {"id": "bookingSmtp00001", "name": "Booking e-mail (SMTP)", "type": "smtp",
   "data": {"user": "${SMTP_USER}", "password": "${SMTP_PASSWORD}", "host": "${SMTP_HOST}", "port": ${SMTP_PORT}, "secure": true}}
]
JSON
n8n import:credentials --input="$credentials" > /tmp/n8n-setup.log 2>&1
n8n import:workflow --input=/setup/workflow.json >> /tmp/n8n-setup.log 2>&1
n8n publish:workflow --id=consultBooking01 >> /tmp/n8n-setup.log 2>&1
echo "n8n-setup: credentials and workflow imported; create the three data tables once (n8n/README.md, 2. Data tables)"
