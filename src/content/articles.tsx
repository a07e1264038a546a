import type {
  BlogPostSummary,
  BlogPost as Post,
  StaticPage as StaticContent,
} from '../contract/content';
import { CONTENT_PATHS } from '../contract/endpoints';
import { useWords } from '../i18n/use-words';
import { sanitizeHtml } from '../lib/sanitize-html';
import { useApiResource } from '../lib/use-api-resource';
import { useContent } from '../lib/use-content';
import { Spinner } from '../ui/spinner';
import { contentWords } from './words';

export type PostSummary = BlogPostSummary;

const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

function Problem({ message, retry }: { message: string; retry: () => void }) {
  const { m } = useWords(contentWords);
  return (
    <div className="ftc-stack" role="alert">
      <p>{message}</p>
      <p>
        <button type="button" className="ftc-button-secondary" onClick={retry}>
          {m.tryAgain}
        </button>
      </p>
    </div>
  );
}

function Html({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (src/lib/sanitize-html.ts).
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** A static page from the API (terms, privacy, contracts, about): title, date, body. */
export function StaticPage({ slug }: { slug: string }) {
  const { m, fill, date, lang } = useWords(contentWords);
  const page = useContent<StaticContent>(CONTENT_PATHS.staticPage(slug), lang, m.pageFailed);
  if (page.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner /> {m.loading}
      </p>
    );
  }
  if (page.status === 'error') return <Problem message={page.error.message} retry={page.reload} />;
  return (
    <article className="article">
      <h1>{page.data.title}</h1>
      <p className="article-meta">
        {fill(m.lastUpdated, { date: date(page.data.updated_at, LONG) })}
      </p>
      <Html html={page.data.body_html} />
    </article>
  );
}

/** The blog's posts, newest first. */
export function BlogList({ postHref }: { postHref: (slug: string) => string }) {
  const { m, fill, date } = useWords(contentWords);
  const posts = useApiResource<PostSummary[]>(CONTENT_PATHS.blogPosts, m.postsFailed);
  if (posts.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner /> {m.loadingPosts}
      </p>
    );
  }
  if (posts.status === 'error')
    return <Problem message={posts.error.message} retry={posts.reload} />;
  if (!posts.data.length) return <p className="ftc-lead">{m.noPosts}</p>;
  return (
    <ul className="blog-list">
      {posts.data.map((post) => (
        <li key={post.slug} className="blog-card">
          <h2>
            <a href={postHref(post.slug)}>{post.title}</a>
          </h2>
          <p className="article-meta">
            {fill(m.byline, { date: date(post.published_at, LONG), author: post.author })}
          </p>
          <p>{post.excerpt}</p>
        </li>
      ))}
    </ul>
  );
}

/** One blog post. */
export function BlogPost({ slug }: { slug: string }) {
  const { m, fill, date } = useWords(contentWords);
  const post = useApiResource<Post>(CONTENT_PATHS.blogPost(slug), m.postFailed);
  if (post.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner /> {m.loadingPost}
      </p>
    );
  }
  if (post.status === 'error') return <Problem message={post.error.message} retry={post.reload} />;
  return (
    <article className="article">
      <h1>{post.data.title}</h1>
      <p className="article-meta">
        {fill(m.byline, { date: date(post.data.published_at, LONG), author: post.data.author })}
      </p>
      <Html html={post.data.body_html} />
    </article>
  );
}
