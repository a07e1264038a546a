import type {
  CaregiverDetail,
  CaregiverPage,
  DocumentDecision,
  OwnProfile,
  ProfileUpdate,
  Review,
} from '../contract/caregivers';
import { CAREGIVER_PATHS, CONTENT_PATHS } from '../contract/endpoints';
import { type ApiClient, resultsOf, successOf } from '../lib/api-client';
import { answerAt, type SeedAnswer, useApiResource } from '../lib/use-api-resource';
import { useFreshResource } from '../lib/use-fresh-resource';
import { searchPath } from './caregivers-api';

// What the site reads and writes about caregivers, through the one API client and the page-wide
// cache. `failure`/`fallback`: the words when the server gave none; `null` or `enabled: false`:
// load nothing (someone who may not see it).

/** A page of the search; `query` carries the API's own names (the site's URL). */
export const useCaregiverResults = (query: URLSearchParams, failure: string) =>
  useApiResource<CaregiverPage>(searchPath(query), failure);

/** The answer `useCaregiverResults(query)` reads. */
export const resultsAnswer = (query: URLSearchParams): SeedAnswer => answerAt(searchPath(query));

/** The home page's spotlight of featured caregivers (its own shape: `spotlightCards`). */
export const useSpotlight = (failure: string) =>
  useApiResource<unknown>(CONTENT_PATHS.caregivers, failure);

/** The answer `useSpotlight` reads. */
export const spotlightAnswer: SeedAnswer = answerAt(CONTENT_PATHS.caregivers);

/** The page-wide cache's key of one caregiver's public profile (the server may seed it). */
export const caregiverKey = (id: number | string) => CAREGIVER_PATHS.one(id);

/** One caregiver's public profile. */
export const useCaregiver = (id: number | string | null, failure: string) =>
  useApiResource<CaregiverDetail>(id === null ? null : caregiverKey(id), failure);

/** The caregiver's own profile (only for a caregiver session). */
export const useOwnProfile = (enabled: boolean, failure: string) =>
  useApiResource<OwnProfile>(enabled ? CAREGIVER_PATHS.ownProfile : null, failure);

/** The same, read again on every visit (the builder and the dashboard follow what was saved). */
export const useFreshOwnProfile = (enabled: boolean, failure: string) =>
  useFreshResource<OwnProfile>(enabled ? CAREGIVER_PATHS.ownProfile : null, failure);

/** Saves the caregiver's profile (PUT, the whole profile); the profile as saved. */
export async function saveOwnProfile(
  api: ApiClient,
  body: ProfileUpdate,
  fallback: string,
): Promise<OwnProfile> {
  return resultsOf(
    await api.request<OwnProfile>('PUT', CAREGIVER_PATHS.ownProfile, { body }),
    fallback,
  );
}

/** A parent's saved caregivers (a list or a page of cards: `itemsOf`). */
export const useFavourites = (enabled: boolean, failure: string) =>
  useApiResource<unknown>(enabled ? CAREGIVER_PATHS.favourites : null, failure);

/** Saves (PUT) or forgets (DELETE) a caregiver for the parent. */
export async function setFavourite(api: ApiClient, id: number, saved: boolean): Promise<void> {
  await api.request(saved ? 'PUT' : 'DELETE', CAREGIVER_PATHS.favourite(id));
}

export async function postReview(
  api: ApiClient,
  caregiverId: number,
  body: { rating: number; body: string },
  fallback: string,
): Promise<Review> {
  return resultsOf(
    await api.request<Review>('POST', CAREGIVER_PATHS.reviews(caregiverId), { body }),
    fallback,
  );
}

export async function postReply(
  api: ApiClient,
  reviewId: number,
  body: string,
  fallback: string,
): Promise<Review> {
  return resultsOf(
    await api.request<Review>('POST', CAREGIVER_PATHS.reply(reviewId), { body: { body } }),
    fallback,
  );
}

/** The staff's queue of uploaded documents in one status. */
export const useAdminDocuments = (status: string | null, failure: string) =>
  useApiResource<unknown>(
    status === null ? null : `${CAREGIVER_PATHS.adminDocuments}?status=${status}`,
    failure,
  );

/**
 * Staff approve (with a badge) or reject a document; both with a reason (10–500 characters,
 * interface §10) that the audit log keeps and a rejection's email tells the owner.
 */
export async function decideDocument(
  api: ApiClient,
  documentId: number | string,
  body: DocumentDecision,
  fallback: string,
): Promise<void> {
  successOf(await api.post(CAREGIVER_PATHS.adminDecision(documentId), body), fallback);
}
