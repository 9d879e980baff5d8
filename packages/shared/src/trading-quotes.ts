/**
 * The community's trading-quotes carousel (community.md §1, §9: about 45 quotes). Only
 * quotes whose wording and author are well documented; `source` names the book, letter or
 * interview where that is certain. Livermore's lines from Reminiscences of a Stock Operator
 * were written by Edwin Lefèvre in the voice of "Larry Livingston", Livermore's stand-in.
 */
export interface TradingQuote {
  text: string;
  author: string;
  source?: string;
}

const REMINISCENCES = 'Reminiscences of a Stock Operator (Edwin Lefèvre)';
const MARKET_WIZARDS = 'Market Wizards (Jack D. Schwager)';
const NEW_MARKET_WIZARDS = 'The New Market Wizards (Jack D. Schwager)';
const TRADING_IN_THE_ZONE = 'Trading in the Zone';

/**
 * One author's quotes in a row, in the carousel's order: a plain string is said in `source` (none
 * when that is undefined); an object names its own source, or none.
 */
function quotesBy(author: string, source: string | undefined, said: readonly (string | { text: string; source?: string })[]): TradingQuote[] {
  return said.map((s) => {
    const { text, source: from } = typeof s === 'string' ? { text: s, source } : s;
    return from === undefined ? { text, author } : { text, author, source: from };
  });
}

export const TRADING_QUOTES: readonly TradingQuote[] = [
  ...quotesBy('Jesse Livermore', REMINISCENCES, [
    'There is nothing new in Wall Street. There can’t be because speculation is as old as the hills. Whatever happens in the stock market today has happened before and will happen again.',
    'It never was my thinking that made the big money for me. It always was my sitting.',
    'Men who can both be right and sit tight are uncommon. I found it one of the hardest things to learn.',
    'Prices, like everything else, move along the line of least resistance.',
    { text: 'The speculator’s deadly enemies are: ignorance, greed, fear and hope.' },
    {
      text: 'The game of speculation is the most uniformly fascinating game in the world. But it is not a game for the stupid, the mentally lazy, the person of inferior emotional balance, or the get-rich-quick adventurer. They will die poor.',
      source: 'How to Trade in Stocks',
    },
  ]),
  ...quotesBy('Warren Buffett', undefined, [
    'Rule No. 1: Never lose money. Rule No. 2: Never forget rule No. 1.',
    { text: 'Be fearful when others are greedy, and be greedy when others are fearful.', source: '“Buy American. I Am.”, The New York Times, 2008' },
    { text: 'Price is what you pay; value is what you get.', source: 'Letter to Berkshire Hathaway shareholders, 2008' },
    { text: 'You only find out who is swimming naked when the tide goes out.', source: 'Letter to Berkshire Hathaway shareholders, 2001' },
    {
      text: 'It’s far better to buy a wonderful company at a fair price than a fair company at a wonderful price.',
      source: 'Letter to Berkshire Hathaway shareholders, 1989',
    },
    { text: 'Our favorite holding period is forever.', source: 'Letter to Berkshire Hathaway shareholders, 1988' },
    { text: 'Time is the friend of the wonderful business, the enemy of the mediocre.', source: 'Letter to Berkshire Hathaway shareholders, 1989' },
  ]),
  ...quotesBy('Charlie Munger', undefined, [
    'The big money is not in the buying and selling, but in the waiting.',
    'The first rule of compounding: Never interrupt it unnecessarily.',
  ]),
  // George Soros and Stanley Druckenmiller
  ...quotesBy('George Soros', undefined, [
    {
      text: 'It’s not whether you’re right or wrong that’s important, but how much money you make when you’re right and how much you lose when you’re wrong.',
      source: `As told by Stanley Druckenmiller, ${NEW_MARKET_WIZARDS}`,
    },
    'Markets are constantly in a state of uncertainty and flux, and money is made by discounting the obvious and betting on the unexpected.',
  ]),
  { text: 'The way to build long-term returns is through preservation of capital and home runs.', author: 'Stanley Druckenmiller', source: NEW_MARKET_WIZARDS },
  ...quotesBy('Paul Tudor Jones', MARKET_WIZARDS, [
    'Don’t focus on making money; focus on protecting what you have.',
    'The most important rule of trading is to play great defense, not great offense.',
    'Every day I assume every position I have is wrong. I know where my stop risk points are going to be.',
    'I’m always thinking about losing money as opposed to making money.',
    'Don’t be a hero. Don’t have an ego. Always question yourself and your ability.',
  ]),
  ...quotesBy('Ed Seykota', MARKET_WIZARDS, [
    'The elements of good trading are: (1) cutting losses, (2) cutting losses, and (3) cutting losses. If you can follow these three rules, you may have a chance.',
    'Win or lose, everybody gets what they want out of the market.',
    'Risk no more than you can afford to lose, and also risk enough so that a win is meaningful.',
  ]),
  // Other Market Wizards
  {
    text: 'Whenever I enter a position, I have a predetermined stop. That is the only way I can sleep. I know where I’m getting out before I get in.',
    author: 'Bruce Kovner',
    source: MARKET_WIZARDS,
  },
  {
    text: 'I always say that you could publish trading rules in the newspaper and no one would follow them. The key is consistency and discipline.',
    author: 'Richard Dennis',
    source: MARKET_WIZARDS,
  },
  { text: 'If you don’t bet, you can’t win. If you lose all your chips, you can’t bet.', author: 'Larry Hite', source: MARKET_WIZARDS },
  {
    text: 'I just wait until there is money lying in the corner, and all I have to do is go over there and pick it up. I do nothing in the meantime.',
    author: 'Jim Rogers',
    source: MARKET_WIZARDS,
  },
  ...quotesBy('Mark Douglas', TRADING_IN_THE_ZONE, [
    'Anything can happen.',
    'You don’t need to know what is going to happen next in order to make money.',
    'There is a random distribution between wins and losses for any given set of variables that define an edge.',
    'An edge is nothing more than an indication of a higher probability of one thing happening over another.',
    'Every moment in the market is unique.',
  ]),
  // Investors
  {
    text: 'The whole secret to winning and losing in the stock market is to lose the least amount possible when you’re not right.',
    author: 'William J. O’Neil',
    source: 'How to Make Money in Stocks',
  },
  ...quotesBy('Peter Lynch', undefined, [
    'Know what you own, and know why you own it.',
    'Far more money has been lost by investors preparing for corrections, or trying to anticipate corrections, than has been lost in corrections themselves.',
    'The key to making money in stocks is not to get scared out of them.',
  ]),
  ...quotesBy('Benjamin Graham', undefined, [
    'In the short run, the market is a voting machine but in the long run it is a weighing machine.',
    { text: 'The investor’s chief problem, and even his worst enemy, is likely to be himself.', source: 'The Intelligent Investor' },
  ]),
  { text: 'Bull markets are born on pessimism, grow on skepticism, mature on optimism, and die on euphoria.', author: 'Sir John Templeton' },
  { text: 'You can’t predict. You can prepare.', author: 'Howard Marks' },
  { text: 'Don’t look for the needle in the haystack. Just buy the haystack!', author: 'John C. Bogle' },
  { text: 'Being too far ahead of your time is indistinguishable from being wrong.', author: 'Howard Marks', source: 'The Most Important Thing' },
];

/** The carousel's first quote: a different one on each visit (community.md §1, random start). */
export function randomQuoteIndex(count: number = TRADING_QUOTES.length, random: () => number = Math.random): number {
  return Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
}
