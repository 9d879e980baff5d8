import { afterAll } from 'vitest';
import { closeFileResources } from './helper.ts';

// A setup file (vitest.config.ts): runs before each test file, so every file closes what it opened.
afterAll(closeFileResources);
