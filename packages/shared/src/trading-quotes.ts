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

export const TRADING_QUOTES: readonly TradingQuote[] = [
  // Jesse Livermore
  {
    text: 'There is nothing new in Wall Street. There can’t be because speculation is as old as the hills. Whatever happens in the stock market today has happened before and will happen again.',
    author: 'Jesse Livermore',
    source: REMINISCENCES,
  },
  {
    text: 'It never was my thinking that made the big money for me. It always was my sitting.',
    author: 'Jesse Livermore',
    source: REMINISCENCES,
  },
  {
    text: 'Men who can both be right and sit tight are uncommon. I found it one of the hardest things to learn.',
    author: 'Jesse Livermore',
    source: REMINISCENCES,
  },
  {
    text: 'Prices, like everything else, move along the line of least resistance.',
    author: 'Jesse Livermore',
    source: REMINISCENCES,
  },
  { text: 'The speculator’s deadly enemies are: ignorance, greed, fear and hope.', author: 'Jesse Livermore' },
  {
    text: 'The game of speculation is the most uniformly fascinating game in the world. But it is not a game for the stupid, the mentally lazy, the person of inferior emotional balance, or the get-rich-quick adventurer. They will die poor.',
    author: 'Jesse Livermore',
    source: 'How to Trade in Stocks',
  },
  // Warren Buffett
  { text: 'Rule No. 1: Never lose money. Rule No. 2: Never forget rule No. 1.', author: 'Warren Buffett' },
  {
    text: 'Be fearful when others are greedy, and be greedy when others are fearful.',
    author: 'Warren Buffett',
    source: '“Buy American. I Am.”, The New York Times, 2008',
  },
  { text: 'Price is what you pay; value is what you get.', author: 'Warren Buffett', source: 'Letter to Berkshire Hathaway shareholders, 2008' },
  {
    text: 'You only find out who is swimming naked when the tide goes out.',
    author: 'Warren Buffett',
    source: 'Letter to Berkshire Hathaway shareholders, 2001',
  },
  {
    text: 'It’s far better to buy a wonderful company at a fair price than a fair company at a wonderful price.',
    author: 'Warren Buffett',
    source: 'Letter to Berkshire Hathaway shareholders, 1989',
  },
  { text: 'Our favorite holding period is forever.', author: 'Warren Buffett', source: 'Letter to Berkshire Hathaway shareholders, 1988' },
  {
    text: 'Time is the friend of the wonderful business, the enemy of the mediocre.',
    author: 'Warren Buffett',
    source: 'Letter to Berkshire Hathaway shareholders, 1989',
  },
  // Charlie Munger
  { text: 'The big money is not in the buying and selling, but in the waiting.', author: 'Charlie Munger' },
  { text: 'The first rule of compounding: Never interrupt it unnecessarily.', author: 'Charlie Munger' },
  // George Soros and Stanley Druckenmiller
  {
    text: 'It’s not whether you’re right or wrong that’s important, but how much money you make when you’re right and how much you lose when you’re wrong.',
    author: 'George Soros',
    source: `As told by Stanley Druckenmiller, ${NEW_MARKET_WIZARDS}`,
  },
  {
    text: 'Markets are constantly in a state of uncertainty and flux, and money is made by discounting the obvious and betting on the unexpected.',
    author: 'George Soros',
  },
  {
    text: 'The way to build long-term returns is through preservation of capital and home runs.',
    author: 'Stanley Druckenmiller',
    source: NEW_MARKET_WIZARDS,
  },
  // Paul Tudor Jones
  { text: 'Don’t focus on making money; focus on protecting what you have.', author: 'Paul Tudor Jones', source: MARKET_WIZARDS },
  {
    text: 'The most important rule of trading is to play great defense, not great offense.',
    author: 'Paul Tudor Jones',
    source: MARKET_WIZARDS,
  },
  {
    text: 'Every day I assume every position I have is wrong. I know where my stop risk points are going to be.',
    author: 'Paul Tudor Jones',
    source: MARKET_WIZARDS,
  },
  {
    text: 'I’m always thinking about losing money as opposed to making money.',
    author: 'Paul Tudor Jones',
    source: MARKET_WIZARDS,
  },
  {
    text: 'Don’t be a hero. Don’t have an ego. Always question yourself and your ability.',
    author: 'Paul Tudor Jones',
    source: MARKET_WIZARDS,
  },
  // Ed Seykota
  {
    text: 'The elements of good trading are: (1) cutting losses, (2) cutting losses, and (3) cutting losses. If you can follow these three rules, you may have a chance.',
    author: 'Ed Seykota',
    source: MARKET_WIZARDS,
  },
  { text: 'Win or lose, everybody gets what they want out of the market.', author: 'Ed Seykota', source: MARKET_WIZARDS },
  {
    text: 'Risk no more than you can afford to lose, and also risk enough so that a win is meaningful.',
    author: 'Ed Seykota',
    source: MARKET_WIZARDS,
  },
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
  // Mark Douglas
  { text: 'Anything can happen.', author: 'Mark Douglas', source: TRADING_IN_THE_ZONE },
  {
    text: 'You don’t need to know what is going to happen next in order to make money.',
    author: 'Mark Douglas',
    source: TRADING_IN_THE_ZONE,
  },
  {
    text: 'There is a random distribution between wins and losses for any given set of variables that define an edge.',
    author: 'Mark Douglas',
    source: TRADING_IN_THE_ZONE,
  },
  {
    text: 'An edge is nothing more than an indication of a higher probability of one thing happening over another.',
    author: 'Mark Douglas',
    source: TRADING_IN_THE_ZONE,
  },
  { text: 'Every moment in the market is unique.', author: 'Mark Douglas', source: TRADING_IN_THE_ZONE },
  // Investors
  {
    text: 'The whole secret to winning and losing in the stock market is to lose the least amount possible when you’re not right.',
    author: 'William J. O’Neil',
    source: 'How to Make Money in Stocks',
  },
  { text: 'Know what you own, and know why you own it.', author: 'Peter Lynch' },
  {
    text: 'Far more money has been lost by investors preparing for corrections, or trying to anticipate corrections, than has been lost in corrections themselves.',
    author: 'Peter Lynch',
  },
  { text: 'The key to making money in stocks is not to get scared out of them.', author: 'Peter Lynch' },
  {
    text: 'In the short run, the market is a voting machine but in the long run it is a weighing machine.',
    author: 'Benjamin Graham',
  },
  {
    text: 'The investor’s chief problem, and even his worst enemy, is likely to be himself.',
    author: 'Benjamin Graham',
    source: 'The Intelligent Investor',
  },
  {
    text: 'Bull markets are born on pessimism, grow on skepticism, mature on optimism, and die on euphoria.',
    author: 'Sir John Templeton',
  },
  { text: 'You can’t predict. You can prepare.', author: 'Howard Marks' },
  { text: 'Don’t look for the needle in the haystack. Just buy the haystack!', author: 'John C. Bogle' },
  {
    text: 'Being too far ahead of your time is indistinguishable from being wrong.',
    author: 'Howard Marks',
    source: 'The Most Important Thing',
  },
];

/** The carousel's first quote: a different one on each visit (community.md §1, random start). */
export function randomQuoteIndex(count: number = TRADING_QUOTES.length, random: () => number = Math.random): number {
  return Math.min(count - 1, Math.max(0, Math.floor(random() * count)));
}
