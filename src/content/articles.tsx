import { sanitizeHtml } from '../lib/sanitize-html';
import { useApiResource } from '../lib/use-api-resource';
import { Spinner } from '../ui/spinner';

interface StaticContent {
  slug: string;
  title: string;
  body_html: string;
  updated_at: string;
}

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  cover_url: string;
  tags: string[];
  published_at: string;
}

interface Post extends PostSummary {
  body_html: string;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

const useApi = <T,>(path: string, what: string) =>
  useApiResource<T>(path, `We could not load ${what}.`);

function Problem({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="ftc-stack" role="alert">
      <p>{message}</p>
      <p>
        <button type="button" className="ftc-button-secondary" onClick={retry}>
          Try again
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
  const page = useApi<StaticContent>(
    `/v1/user/static-content/${encodeURIComponent(slug)}`,
    'this page',
  );
  if (page.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner /> Loading…
      </p>
    );
  }
  if (page.status === 'error') return <Problem message={page.error.message} retry={page.reload} />;
  return (
    <article className="article">
      <h1>{page.data.title}</h1>
      <p className="article-meta">Last updated {longDate(page.data.updated_at)}</p>
      <Html html={page.data.body_html} />
    </article>
  );
}

/** The blog's posts, newest first. */
export function BlogList({ postHref }: { postHref: (slug: string) => string }) {
  const posts = useApi<PostSummary[]>('/v1/users/blogs', 'the posts');
  if (posts.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner /> Loading posts…
      </p>
    );
  }
  if (posts.status === 'error')
    return <Problem message={posts.error.message} retry={posts.reload} />;
  if (!posts.data.length) return <p className="ftc-lead">No posts yet: come back soon.</p>;
  return (
    <ul className="blog-list">
      {posts.data.map((post) => (
        <li key={post.slug} className="blog-card">
          <h2>
            <a href={postHref(post.slug)}>{post.title}</a>
          </h2>
          <p className="article-meta">
            {longDate(post.published_at)} · {post.author}
          </p>
          <p>{post.excerpt}</p>
        </li>
      ))}
    </ul>
  );
}

/** One blog post. */
export function BlogPost({ slug }: { slug: string }) {
  const post = useApi<Post>(`/v1/users/blogs/${encodeURIComponent(slug)}`, 'this post');
  if (post.status === 'loading') {
    return (
      <p className="ftc-state" role="status">
        <Spinner /> Loading the post…
      </p>
    );
  }
  if (post.status === 'error') return <Problem message={post.error.message} retry={post.reload} />;
  return (
    <article className="article">
      <h1>{post.data.title}</h1>
      <p className="article-meta">
        {longDate(post.data.published_at)} · {post.data.author}
      </p>
      <Html html={post.data.body_html} />
    </article>
  );
}
