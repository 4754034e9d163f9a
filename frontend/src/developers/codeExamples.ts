import { KEY_PLACEHOLDER } from './partnerOperations';

const QUERY = '{ partner { name quota { perMinute perDay usedToday } } }';

/** One request (who am I) in each language, against this site's own /graphql. */
export function codeExamples(origin: string): Array<{ language: string; code: string }> {
  const url = `${origin}/graphql`;
  return [
    {
      language: 'curl',
      code: `curl ${url} \\
  -H 'Content-Type: application/json' \\
  -H 'Authorization: Bearer ${KEY_PLACEHOLDER}' \\
  -d '${JSON.stringify({ query: QUERY })}'`,
    },
    {
      language: 'JavaScript',
      code: `const response = await fetch('${url}', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: \`Bearer \${process.env.WARMWISE_KEY}\` },
  body: JSON.stringify({ query: '${QUERY}' }),
});
if (response.status === 429) console.log('wait', response.headers.get('Retry-After'), 'seconds');
const { data, errors } = await response.json();`,
    },
    {
      language: 'Python',
      code: `import os, requests

response = requests.post(
    "${url}",
    json={"query": "${QUERY}"},
    headers={"Authorization": f"Bearer {os.environ['WARMWISE_KEY']}"},
    timeout=30,
)
if response.status_code == 429:
    print("wait", response.headers["Retry-After"], "seconds")
print(response.json())`,
    },
  ];
}
