import { useState } from 'react';
import type { HowStep as ContractHowStep, Video as ContractVideo } from '../contract/content';
import { CONTENT_PATHS } from '../contract/endpoints';
import { intlLocale, numberFormat } from '../i18n/format';
import { useWords } from '../i18n/use-words';
import type { SeedAnswer } from '../lib/use-api-resource';
import { contentAnswer, useContent } from '../lib/use-content';
import { LoadingAnnouncement, SkeletonLine } from '../ui/skeleton';
import { Spinner } from '../ui/spinner';
import { contentWords } from './words';

/** A content list in the reader's language (the server answers each language its own). */
function useList<T>(path: string) {
  const { m, lang } = useWords(contentWords);
  return useContent<T>(path, lang, m.listFailed);
}

function Failed({ message, retry }: { message: string; retry: () => void }) {
  const { m } = useWords(contentWords);
  return (
    <p className="ftc-state" role="alert">
      {message}{' '}
      <button type="button" className="ftc-link" onClick={retry}>
        {m.tryAgain}
      </button>
    </p>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <p className="ftc-state" role="status">
      <Spinner /> {text}
    </p>
  );
}

export type HowStep = ContractHowStep;

/** How it works, for parents (`users`) or caregivers (`service-providers`). */
export function HowItWorks({ audience = 'users' }: { audience?: 'users' | 'service-providers' }) {
  const { m } = useWords(contentWords);
  const steps = useList<HowStep[]>(CONTENT_PATHS.hows(audience));
  if (steps.status === 'loading') {
    return (
      <>
        {/* The announcement sits beside the list: a list holds only its items (axe "list"). */}
        <LoadingAnnouncement text={m.loadingSteps} />
        <ol className="content-steps" aria-busy="true">
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
      </>
    );
  }
  if (steps.status === 'error') return <Failed message={m.stepsFailed} retry={steps.reload} />;
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

export type Video = ContractVideo;

const duration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** One video: its poster first; the player (and its bytes) load only on click. */
function VideoCard({ video }: { video: Video }) {
  const { m, fill } = useWords(contentWords);
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
              {fill(m.play, { title: video.title, duration: duration(video.duration_seconds) })}
            </span>
          </button>
        )}
      </div>
      <h3>{video.title}</h3>
      <p>{video.description}</p>
    </li>
  );
}

const videosPath = (kind: 'spotlight' | 'featured') =>
  kind === 'spotlight' ? CONTENT_PATHS.spotlightVideos : CONTENT_PATHS.featuredVideos;

/** The answers `<HowItWorks audience>` and `<Videos kind>` show in `lang`. */
export const howsAnswer = (audience: 'users' | 'service-providers', lang: string): SeedAnswer =>
  contentAnswer(CONTENT_PATHS.hows(audience), lang);
export const videosAnswer = (kind: 'spotlight' | 'featured', lang: string): SeedAnswer =>
  contentAnswer(videosPath(kind), lang);

/** Spotlight or featured videos. */
export function Videos({ kind }: { kind: 'spotlight' | 'featured' }) {
  const path = videosPath(kind);
  const { m } = useWords(contentWords);
  const videos = useList<Video[]>(path);
  if (videos.status === 'loading') {
    return (
      <>
        <LoadingAnnouncement text={m.loadingVideos} />
        <ul className="content-videos" aria-busy="true">
          {[1, 2, 3].map((card) => (
            <li key={card} className="content-video" aria-hidden="true">
              <div className="content-video__frame" />
              <SkeletonLine width={80} height="1.4em" />
              <SkeletonLine />
              <SkeletonLine width={70} />
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (videos.status === 'error') return <Failed message={m.videosFailed} retry={videos.reload} />;
  if (!videos.data.length) return <p className="ftc-state">{m.noVideos}</p>;
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
  const { m, lang } = useWords(contentWords);
  const data = useList<BusinessData>(CONTENT_PATHS.businessData);
  if (data.status === 'loading') return <Loading text={m.loadingStory} />;
  if (data.status === 'error') return <Failed message={m.storyFailed} retry={data.reload} />;
  const facts = data.data;
  const number = numberFormat(intlLocale(lang));
  return (
    <div className="content-about">
      {facts.headline ? <p className="content-lead">{facts.headline}</p> : null}
      {facts.mission ? <p>{facts.mission}</p> : null}
      <dl className="content-figures">
        {facts.families_helped ? (
          <div>
            <dt>{m.familiesHelped}</dt>
            <dd>{number.format(facts.families_helped)}</dd>
          </div>
        ) : null}
        {facts.caregivers ? (
          <div>
            <dt>{m.caregivers}</dt>
            <dd>{number.format(facts.caregivers)}</dd>
          </div>
        ) : null}
        {facts.cities_served ? (
          <div>
            <dt>{m.cities}</dt>
            <dd>{number.format(facts.cities_served)}</dd>
          </div>
        ) : null}
        {facts.founded_year ? (
          <div>
            <dt>{m.since}</dt>
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
