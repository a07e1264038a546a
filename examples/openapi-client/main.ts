// npx tsx examples/openapi-client/main.ts [base URL] [ZIP]: two typed calls against a server.
import { caregiversNear, ftcClient, parentFaqs } from './client';

const [baseUrl = 'http://localhost:8080', zip = '10001'] = process.argv.slice(2);
const client = ftcClient(baseUrl);

const faqs = await parentFaqs(client);
console.log(`${faqs.length} FAQs for parents; the first: ${faqs[0]?.question ?? '(none)'}`);

const page = await caregiversNear(client, zip);
console.log(`${page.total} caregivers near ${zip}:`);
for (const card of page.items) {
  console.log(`- ${card.first_name} ${card.last_initial}. (${card.city}, ${card.state})`);
}
