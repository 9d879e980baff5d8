import type { Catalogue } from '../translate.ts';

/**
 * The seeded courses' words (courses.ts COURSE_SEED, as the server's course list answers them) in
 * Hindi, for the pages that show a course: the plans page, the plan cards' inclusions, renew early,
 * the profile's courses. A course renamed in the database has no entry and shows as written.
 */
export const COURSES_HI: Catalogue = {
  'Profitable Trading Masterclass': 'प्रॉफ़िटेबल ट्रेडिंग मास्टरक्लास',
  'Trading Psychology Masterclass': 'ट्रेडिंग साइकोलॉजी मास्टरक्लास',
  'Chart reading, entries, exits and risk: the 33 key secrets behind our own trades.':
    'चार्ट पढ़ना, एंट्री, एग्ज़िट और रिस्क: हमारे अपने ट्रेड के पीछे के 33 खास राज़।',
  'Discipline, patience and handling losses: the habits that keep a trader in the game.':
    'अनुशासन, धैर्य और घाटे को संभालना: वे आदतें जो ट्रेडर को बाज़ार में टिकाए रखती हैं।',
  // The course's length ("10+ hrs") and access ("12 Months") as the course list writes them.
  '{hours} hrs': '{hours} घंटे',
  '{months} Months': '{months} महीने',
};
