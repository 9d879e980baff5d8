import { useEffect } from 'react';

const SITE = 'The Lazy Trader';

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
  useEffect(() => {
    document.title = title === SITE ? SITE : `${title} | ${SITE}`;
    setMeta('description', description);
  }, [title, description]);
}
