import type { Db } from '../db/client.ts';
import { blogs } from '../db/schema/index.ts';
import { bodyImages, sanitizeRichText } from '../lib/html-sanitizer.ts';

const DAY = 24 * 3600 * 1000;

interface DemoBlog {
  slug: string;
  title: string;
  shortDescription: string;
  daysAgo: number;
  locked?: string;
  body: string;
  /** 'hi' for a post written in Hindi (issue 30 §4); English otherwise. */
  language?: 'hi';
  /** The feature image's name when it is not the slug's (a Hindi post shares its English twin's picture). */
  image?: string;
}

/** Demo posts: educational, India-focused, with the site's no-advice stance. Images are bundled SVGs. */
export const DEMO_BLOGS: DemoBlog[] = [
  {
    slug: 'position-sizing-the-one-percent-rule',
    title: 'Position Sizing: The 1% Rule That Keeps You in the Game',
    shortDescription: 'How much to buy is a bigger decision than what to buy. Work out your quantity from your stop loss, not from your gut.',
    daysAgo: 3,
    body: `
<p>Most new traders spend hours choosing a stock and seconds choosing the quantity. It should be the other way round. The stock decides whether a trade <em>can</em> make money; the quantity decides whether a bad trade can <strong>hurt</strong> you.</p>
<h2>The rule</h2>
<p>Risk no more than 1% of your trading capital on any one trade. "Risk" means the money you lose if your stop loss is hit, not the money you invest.</p>
<h2>The formula</h2>
<p><code>Quantity = (Capital × Risk %) ÷ (Entry − Stop loss)</code></p>
<h3>A worked example</h3>
<ul>
<li>Capital: ₹5,00,000, so 1% risk is ₹5,000.</li>
<li>Entry at ₹820, stop loss at ₹795: a risk of ₹25 per share.</li>
<li>Quantity: 5,000 ÷ 25 = <strong>200 shares</strong> (₹1,64,000 invested).</li>
</ul>
<p>If the stop is hit you lose ₹5,000, which is 1% of your account. Ten losing trades in a row, which happens to every trader at some point, cost about 10%. You are bruised, not broken.</p>
<h2>Why not 5% per trade?</h2>
<p>Losses compound against you. After a 50% drawdown you need a 100% gain just to get back to where you started. Small, fixed risk keeps the maths on your side.</p>
<blockquote>Amateurs think about how much they can make. Professionals think about how much they can lose.</blockquote>
<h2>Checklist before you press buy</h2>
<ol>
<li>Where is my stop loss, and why there?</li>
<li>What is 1% of my capital today?</li>
<li>What quantity does the formula give? Round <em>down</em>, never up.</li>
</ol>
<p>This is education, not investment advice. Decide your own risk level with care.</p>`,
  },
  {
    slug: 'where-to-put-your-stop-loss',
    title: 'Where to Put Your Stop Loss (and Why Most Traders Put It Wrong)',
    shortDescription: 'A stop loss belongs where your trade idea is proven wrong, not at a round number you can afford to lose.',
    daysAgo: 9,
    locked: 'Most traders place stops at a round percentage below entry, which is exactly where everyone else places theirs. In this members-only guide we walk through structure-based stops, volatility (ATR) stops and time stops, with three real chart examples from the Indian market.',
    body: `
<p>A stop loss is not a punishment. It is the price at which your reason for being in the trade no longer holds.</p>
<h2>Three kinds of stop</h2>
<h3>1. Structure stop</h3>
<p>Below the last swing low for a long trade (above the last swing high for a short). If price breaks that low, the up-trend you were betting on has failed.</p>
<h3>2. Volatility stop</h3>
<p>Use the Average True Range (ATR). A stop 1.5 to 2 ATR from entry sits outside the normal daily noise, so you are not shaken out by an ordinary wobble.</p>
<h3>3. Time stop</h3>
<p>If a swing trade has not moved in your favour within, say, 10 sessions, exit. Dead money has a cost too.</p>
<h2>Common mistakes</h2>
<ul>
<li><strong>Round numbers:</strong> stops at exactly ₹500 or 5% below entry cluster together and get hunted.</li>
<li><strong>Moving the stop further away</strong> once the trade goes against you. This turns a small loss into a large one.</li>
<li><strong>No stop at all</strong> because "it is a good company". Good companies fall 40% too.</li>
</ul>
<h2>Stop first, quantity second</h2>
<p>Decide the stop from the chart, then size the position so that the distance to the stop equals your fixed risk. Never move the stop to fit the quantity you wanted.</p>`,
  },
  {
    slug: 'swing-trading-with-a-full-time-job',
    title: 'Swing Trading When You Have a Full-Time Job',
    shortDescription: 'You do not need to watch screens all day. A 30-minute evening routine, GTT orders and a weekly review are enough.',
    daysAgo: 16,
    body: `
<p>Intraday trading asks for your whole day. Swing trading, holding for a few days to a few weeks, fits around a job. Most of our own trades are swing and positional; intraday trades are rare.</p>
<h2>The evening routine (30 minutes)</h2>
<ol>
<li><strong>Scan</strong> after the close: stocks near a breakout from a base, above a rising 50-day average.</li>
<li><strong>Plan</strong> each candidate: entry trigger, stop loss, target, quantity.</li>
<li><strong>Place orders</strong> for tomorrow using GTT (good-till-triggered) or stop-limit orders, with the stop loss attached.</li>
</ol>
<h2>During office hours</h2>
<p>Nothing. Your orders do the work. Checking the app every ten minutes only tempts you to interfere.</p>
<h2>The weekend review</h2>
<ul>
<li>Update your trade journal: why you entered, how it went, what you would change.</li>
<li>Trail stops on winning trades to lock in part of the gain.</li>
<li>Check results, earnings dates and events for the coming week.</li>
</ul>
<blockquote>The best trades of the year are usually the ones you planned calmly on a Sunday.</blockquote>
<p>Thirty to sixty good trades a year is plenty. Fewer, better-planned trades beat constant activity.</p>`,
  },
  {
    slug: 'bank-nifty-basics-for-beginners',
    title: 'Bank Nifty Basics: What Beginners Should Know Before Trading It',
    shortDescription: 'What the index holds, why it moves so much, lot sizes and expiries, and the risks of trading its options without a plan.',
    daysAgo: 24,
    locked: 'Bank Nifty is the most traded index in India, and also the one that empties beginner accounts fastest. Members get the full guide: what drives it, how lot sizes and weekly expiries change your risk, and a checklist before your first trade.',
    body: `
<p>Bank Nifty (Nifty Bank) tracks the largest and most liquid banking stocks listed on the NSE. A handful of private banks carry most of its weight, so results or news from one or two of them can move the whole index.</p>
<h2>Why it moves so much</h2>
<ul>
<li>Banks are sensitive to interest rates, RBI policy and credit growth.</li>
<li>Heavy weight in a few stocks means concentrated moves.</li>
<li>Very high options activity around expiry adds sharp intraday swings.</li>
</ul>
<h2>Lots and expiries</h2>
<p>Futures and options trade in fixed lots set by the exchange, and both lot sizes and expiry schedules are revised from time to time. Always check the current contract specifications on the NSE website before you trade.</p>
<h2>The option buyer's trap</h2>
<p>Cheap out-of-the-money options look like lottery tickets. Time decay works against the buyer every day, and most such options expire worthless. A 70% win rate means nothing if the 30% of losers are larger than the winners.</p>
<h2>Before your first trade</h2>
<ol>
<li>Paper trade for at least a month.</li>
<li>Know your maximum loss per trade in rupees.</li>
<li>Never average a losing options position.</li>
</ol>`,
  },
  {
    slug: 'trading-psychology-fear-greed-and-discipline',
    title: 'Trading Psychology: Fear, Greed and the Discipline Between Them',
    shortDescription: 'Your system is only as good as your ability to follow it. Practical habits to stop fear and greed from running your trades.',
    daysAgo: 33,
    body: `
<p>Two traders can follow the same system and end the year with opposite results. The difference is rarely the charts. It is behaviour.</p>
<h2>How fear shows up</h2>
<ul>
<li>Skipping a valid setup because the last two trades lost.</li>
<li>Taking profit at the first small gain, then watching the stock run.</li>
</ul>
<h2>How greed shows up</h2>
<ul>
<li>Doubling the position size after a winning streak.</li>
<li>Removing the target "because it might go higher", then giving the gain back.</li>
</ul>
<h2>Habits that help</h2>
<ol>
<li><strong>Write the plan before the trade.</strong> Entry, stop, target, size. If it is not written, do not trade it.</li>
<li><strong>Keep a journal</strong> with one line on how you felt. Patterns appear within weeks.</li>
<li><strong>Fixed risk per trade.</strong> When every loss is the same small size, no single loss can rattle you.</li>
<li><strong>Step away after three losses in a day or five in a week.</strong> Come back with a clear head.</li>
</ol>
<blockquote>The market does not know you exist. Take the result personally and you will trade emotionally.</blockquote>`,
  },
  {
    slug: 'the-hidden-cost-of-over-trading',
    title: 'The Hidden Cost of Over-Trading',
    shortDescription: 'Brokerage, STT, slippage and tired decisions: why trading less often usually means keeping more of what you make.',
    daysAgo: 41,
    locked: 'Over-trading rarely feels like a mistake while you are doing it. This members-only article adds up the real costs of a busy trading month, with a sample P&L, and gives five rules to trade less and better.',
    body: `
<p>Every trade has a cost even before it wins or loses: brokerage, securities transaction tax (STT), exchange charges, GST, stamp duty and slippage.</p>
<h2>An example month</h2>
<p>A trader makes 200 trades in a month with an average cost of ₹60 per round trip. That is ₹12,000 gone before any profit, the same as a 2.4% loss on a ₹5 lakh account, every month.</p>
<h2>The costs you do not see on the contract note</h2>
<ul>
<li><strong>Slippage:</strong> market orders fill a little worse than the screen showed.</li>
<li><strong>Decision fatigue:</strong> the twentieth decision of the day is worse than the first.</li>
<li><strong>Revenge trades:</strong> trades taken to win back a loss, not because the setup is there.</li>
</ul>
<h2>Five rules to trade less and better</h2>
<ol>
<li>Set a maximum number of trades per week and stick to it.</li>
<li>Only take setups from your written playbook.</li>
<li>Use limit orders where you can.</li>
<li>Review every trade on the weekend before planning new ones.</li>
<li>Measure yourself on process (did I follow the plan?), not on daily P&amp;L.</li>
</ol>
<p>Roughly 30 to 60 carefully chosen trades a year can do more for your account than hundreds of impulsive ones.</p>`,
  },
  {
    slug: 'risk-reward-ratio-explained',
    title: 'Risk-Reward Ratio: Why You Can Be Wrong Half the Time and Still Profit',
    shortDescription: 'Win rate is only half the story. How the size of your wins against your losses decides whether a strategy makes money.',
    daysAgo: 52,
    body: `
<p>Traders love a high win rate. But a strategy that wins 80% of the time can still lose money if the losers are large.</p>
<h2>The idea</h2>
<p>Risk-reward compares what you stand to lose (entry to stop loss) with what you aim to make (entry to target). A 1:2 trade risks ₹1 to make ₹2.</p>
<h2>The maths of being wrong</h2>
<ul>
<li>Ten trades, 1:2 risk-reward, only 4 winners: 4 × 2 − 6 × 1 = <strong>+2R</strong>.</li>
<li>Ten trades, 2:1 risk-reward, 6 winners: 6 × 1 − 4 × 2 = <strong>−2R</strong>.</li>
</ul>
<p>Here "R" is your fixed risk per trade. The first trader is wrong more often and still makes money.</p>
<h2>Putting it to work</h2>
<ol>
<li>Before entering, check the distance to a realistic target is at least twice the distance to the stop.</li>
<li>If it is not, skip the trade. There will be another.</li>
<li>Track your average win and average loss in R in your journal.</li>
</ol>
<p>Read more on sizing each trade in our guide to position sizing.</p>`,
  },
  {
    slug: 'stop-loss-kahan-lagayen',
    title: 'स्टॉप लॉस कहां लगाएं: ज़्यादातर ट्रेडर्स की सबसे आम गलती',
    shortDescription: 'स्टॉप लॉस वहां लगता है जहां आपका ट्रेड का आइडिया गलत साबित हो जाए, किसी गोल नंबर पर नहीं।',
    daysAgo: 12,
    language: 'hi',
    image: 'where-to-put-your-stop-loss',
    body: `
<p>स्टॉप लॉस कोई सज़ा नहीं है। यह वह प्राइस है जिस पर ट्रेड में बने रहने की आपकी वजह खत्म हो जाती है।</p>
<h2>तीन तरह के स्टॉप लॉस</h2>
<h3>1. स्ट्रक्चर स्टॉप</h3>
<p>लॉन्ग ट्रेड में पिछले स्विंग लो के नीचे। अगर प्राइस वह लो तोड़ दे, तो जिस अपट्रेंड पर आपने दांव लगाया था वह फेल हो गया।</p>
<h3>2. वोलैटिलिटी स्टॉप</h3>
<p>एवरेज ट्रू रेंज (ATR) देखिए। एंट्री से 1.5 से 2 ATR दूर का स्टॉप लॉस रोज़ के आम उतार-चढ़ाव से बाहर रहता है।</p>
<h3>3. टाइम स्टॉप</h3>
<p>अगर तय दिनों में ट्रेड चला ही नहीं, तो निकल जाइए। पैसा अटका रहना भी एक रिस्क है।</p>
<p>यह सिर्फ़ शिक्षा के लिए है, निवेश की सलाह नहीं।</p>`,
  },
  {
    slug: 'risk-reward-hindi-mein',
    title: 'रिस्क-रिवॉर्ड रेशियो: कम सही होकर भी मुनाफ़ा कैसे',
    shortDescription: 'अगर हर ट्रेड में रिस्क से दोगुना टारगेट हो, तो दस में से चार ट्रेड सही होने पर भी आप फ़ायदे में रहते हैं।',
    daysAgo: 15,
    language: 'hi',
    image: 'risk-reward-ratio-explained',
    body: `
<p>रिस्क-रिवॉर्ड बताता है कि आप कितना गंवा सकते हैं (एंट्री से स्टॉप लॉस तक) और कितना कमाना चाहते हैं (एंट्री से टारगेट तक)। 1:2 का ट्रेड ₹1 का रिस्क लेकर ₹2 कमाने की कोशिश करता है।</p>
<h2>गलत होने का गणित</h2>
<ul>
<li>दस ट्रेड, 1:2 रिस्क-रिवॉर्ड, सिर्फ़ 4 सही: 4 × 2 − 6 × 1 = <strong>+2R</strong>।</li>
<li>दस ट्रेड, 2:1 रिस्क-रिवॉर्ड, 6 सही: 6 × 1 − 4 × 2 = <strong>−2R</strong>।</li>
</ul>
<p>यहां "R" हर ट्रेड का आपका तय रिस्क है। पहला ट्रेडर ज़्यादा बार गलत होकर भी पैसा बनाता है।</p>
<p>यह सिर्फ़ शिक्षा के लिए है, निवेश की सलाह नहीं।</p>`,
  },
];

/** Inserts the demo posts that are not there yet (by slug). */
export async function seedBlogs(db: Db, now = Date.now()): Promise<void> {
  const rows = DEMO_BLOGS.map((b) => {
    const description = sanitizeRichText(b.body);
    return {
      slug: b.slug,
      title: b.title,
      shortDescription: b.shortDescription,
      description,
      featureImage: `/images/blogs/${b.image ?? b.slug}.svg`,
      images: bodyImages(description),
      isLocked: !!b.locked,
      lockedContent: b.locked ?? null,
      publishedDate: new Date(now - b.daysAgo * DAY),
      language: b.language ?? 'en',
    };
  });
  await db.insert(blogs).values(rows).onConflictDoNothing({ target: blogs.slug });
}
