import { createContext, useContext, useEffect } from 'react';

const SITE = 'The Lazy Trader';

/** The document title of a page called `title`. */
export const documentTitle = (title: string) => (title === SITE ? SITE : `${title} | ${SITE}`);

/** What a page asked for, for the server to write into its HTML's head (entry-server.tsx). */
export interface PageMeta {
  title?: string;
  description?: string;
}

/** Provided only when rendering on the server, where effects never run: it keeps what the page reports. */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Every page sets its own title and description (search engines and shared links read them). */
export function usePageMeta({ title, description }: { title: string; description: string }) {
  useContext(PageMetaSink)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    setMeta('description', description);
  }, [title, description]);
}
