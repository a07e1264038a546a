import { useState } from 'react';
import { useApiResource } from '../lib/use-api-resource';
import { LoadingAnnouncement, SkeletonLine } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';

const useList = <T,>(path: string) => useApiResource<T>(path, 'We could not load this.');

function Failed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <p className="ftc-state" role="alert">
      We could not load {what}.{' '}
      <button type="button" className="ftc-link" onClick={retry}>
        Try again
      </button>
    </p>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <p className="ftc-state" role="status">
      <Spinner /> Loading {what}…
    </p>
  );
}

export interface HowStep {
  id: number;
  step: number;
  title: string;
  body: string;
  icon: string;
}

/** How it works, for parents (`users`) or caregivers (`service-providers`). */
export function HowItWorks({ audience = 'users' }: { audience?: 'users' | 'service-providers' }) {
  const steps = useList<HowStep[]>(`/v1/${audience}/hows`);
  if (steps.status === 'loading') {
    return (
      <ol className="content-steps" aria-busy="true">
        <LoadingAnnouncement text="Loading the steps…" />
        {[1, 2, 3, 4].map((step) => (
          <li key={step} className="content-step" aria-hidden="true">
            <span className="content-step__icon">{step}</span>
            <SkeletonLine width={70} height="1.4em" />
            <SkeletonLine />
            <SkeletonLine />
            <SkeletonLine width={80} />
            <SkeletonLine width={60} />
          </li>
        ))}
      </ol>
    );
  }
  if (steps.status === 'error') return <Failed what="the steps" retry={steps.reload} />;
  if (!steps.data.length) return null;
  return (
    <ol className="content-steps">
      {steps.data.map((step) => (
        <li key={step.id} className="content-step">
          <span
            className={`content-step__icon content-step__icon--${step.icon}`}
            aria-hidden="true"
          >
            {step.step}
          </span>
          <h3>{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

export interface Video {
  id: number;
  title: string;
  description: string;
  youtube_id: string;
  poster_url: string;
  duration_seconds: number;
}

const duration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** One video: its poster first; the player (and its bytes) load only on click. */
function VideoCard({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const [posterMissing, setPosterMissing] = useState(false);
  return (
    <li className="content-video">
      <div className="content-video__frame">
        {playing ? (
          <iframe
            title={video.title}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtube_id)}?autoplay=1`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className="content-video__poster" onClick={() => setPlaying(true)}>
            {posterMissing ? null : (
              <img
                src={video.poster_url}
                alt=""
                loading="lazy"
                width={480}
                height={270}
                onError={() => setPosterMissing(true)}
              />
            )}
            <span className="content-video__play">
              Play “{video.title}” ({duration(video.duration_seconds)})
            </span>
          </button>
        )}
      </div>
      <h3>{video.title}</h3>
      <p>{video.description}</p>
    </li>
  );
}

/** Spotlight or featured videos. */
export function Videos({ kind }: { kind: 'spotlight' | 'featured' }) {
  const path = kind === 'spotlight' ? '/v1/users/spotLight-videos' : '/v1/users/featured-videos';
  const videos = useList<Video[]>(path);
  if (videos.status === 'loading') {
    return (
      <ul className="content-videos" aria-busy="true">
        <LoadingAnnouncement text="Loading the videos…" />
        {[1, 2, 3].map((card) => (
          <li key={card} className="content-video" aria-hidden="true">
            <div className="content-video__frame" />
            <SkeletonLine width={80} height="1.4em" />
            <SkeletonLine />
            <SkeletonLine width={70} />
          </li>
        ))}
      </ul>
    );
  }
  if (videos.status === 'error') return <Failed what="the videos" retry={videos.reload} />;
  if (!videos.data.length) return <p className="ftc-state">No videos yet.</p>;
  return (
    <ul className="content-videos">
      {videos.data.map((video) => (
        <VideoCard key={video.id} video={video} />
      ))}
    </ul>
  );
}

interface BusinessData {
  headline?: string;
  mission?: string;
  founded_year?: number;
  cities_served?: number;
  families_helped?: number;
  caregivers?: number;
  values?: { title: string; body: string }[];
  team?: { name: string; role: string; bio: string }[];
}

/** The About page's figures, values and team. */
export function BusinessFacts() {
  const data = useList<BusinessData>('/v1/users/bussiness-data');
  if (data.status === 'loading') return <Loading what="our story" />;
  if (data.status === 'error') return <Failed what="our story" retry={data.reload} />;
  const facts = data.data;
  const number = new Intl.NumberFormat('en-US');
  return (
    <div className="content-about">
      {facts.headline ? <p className="content-lead">{facts.headline}</p> : null}
      {facts.mission ? <p>{facts.mission}</p> : null}
      <dl className="content-figures">
        {facts.families_helped ? (
          <div>
            <dt>Families helped</dt>
            <dd>{number.format(facts.families_helped)}</dd>
          </div>
        ) : null}
        {facts.caregivers ? (
          <div>
            <dt>Caregivers</dt>
            <dd>{number.format(facts.caregivers)}</dd>
          </div>
        ) : null}
        {facts.cities_served ? (
          <div>
            <dt>Cities</dt>
            <dd>{number.format(facts.cities_served)}</dd>
          </div>
        ) : null}
        {facts.founded_year ? (
          <div>
            <dt>Since</dt>
            <dd>{facts.founded_year}</dd>
          </div>
        ) : null}
      </dl>
      {facts.values?.length ? (
        <ul className="content-values">
          {facts.values.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.body}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {facts.team?.length ? (
        <ul className="content-team">
          {facts.team.map((person) => (
            <li key={person.name}>
              <h3>{person.name}</h3>
              <p className="content-role">{person.role}</p>
              <p>{person.bio}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
