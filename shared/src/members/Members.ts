import type { z } from 'zod';
import type { SubscriberProperty } from '../session/LoginResponse';
import type { changePasswordRequestSchema, subscriberUpdateRequestSchema } from './Members.schema';

/** Spec §6 "Profile visibility is public or private". */
export const PROFILE_VISIBILITIES = ['public', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** Longest bio a member may write: a few sentences, never a page. */
export const BIO_MAX_LENGTH = 500;
/** Longest value of one subscriber property. */
export const PROPERTY_VALUE_MAX_LENGTH = 200;
/** Longest directory search term: a name or a word, never a paste. */
export const DIRECTORY_TERM_MAX_LENGTH = 100;
/** Directory page size. */
export const DIRECTORY_PAGE_SIZE = 20;

/** Owner-set addresses the account area links to; a row without one is hidden. */
export interface AppLinks {
  support_url?: string | null;
  help_url?: string | null;
  privacy_policy_url?: string | null;
}

/** The member's own subscriber settings (PUT /subscribers, GET /subscribers/me). */
export interface Subscriber {
  id: string;
  language: string | null;
  can_receive_messages_from_members: boolean;
  bio: string | null;
  profile_visibility: ProfileVisibility;
}

/**
 * PUT /subscribers body. Spec §5: language only when set, the members-messaging flag only when defined
 * (subscriberUpdateBody builds it); bio and profile visibility only when changed. Inferred from the schema the
 * API validates with, so the two cannot drift.
 */
export type SubscriberUpdateRequest = z.infer<typeof subscriberUpdateRequestSchema>;

export interface SubscriberResponse {
  subscriber: Subscriber;
}

/** A property the owner defined, with the member's value (null when not given). */
export interface SubscriberPropertyField extends SubscriberProperty {
  name: string;
  is_public: boolean;
}

/** GET /subscriber/properties. */
export interface SubscriberPropertiesResponse {
  subscriber_properties: SubscriberPropertyField[];
}

/** GET and PUT /subscriber/properties/{slug}. */
export interface SubscriberPropertyResponse {
  subscriber_property: SubscriberPropertyField;
}

/** A public property on a profile or a directory card. */
export interface PublicProperty {
  slug: string;
  name: string;
  value: string;
}

/** One member of the directory (public profiles only). */
export interface DirectoryMember {
  id: string;
  name: string;
  avatar_urls: Record<string, string> | null;
  properties: PublicProperty[];
}

/** GET /subscribers/directory ?term,properties,page (page from 1). */
export interface DirectoryResponse {
  members: DirectoryMember[];
  page: number;
  has_more: boolean;
}

/**
 * GET /subscribers/{id}/profile. A private profile (`is_private`) carries only name and picture for others;
 * `is_blocked`: the viewer blocked this member (who may be unblocked from here).
 */
export interface MemberProfile {
  id: string;
  name: string;
  avatar_urls: Record<string, string> | null;
  is_private: boolean;
  is_blocked: boolean;
  is_self: boolean;
  bio: string | null;
  properties: PublicProperty[];
  /** Whether this member accepts messages from members (spec §5's messaging rule reads it). */
  can_receive_messages_from_members: boolean;
  is_app_messaging_profile: boolean;
}

export interface MemberProfileResponse {
  profile: MemberProfile;
}

/** POST /subscribers/block {user_id}, DELETE /subscribers/block/{userId} → the caller's blocked ids. */
export interface BlockedUsersResponse {
  blocked_user_ids: string[];
}

/** PUT /auth/password, as the API's schema takes it. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The account area's privacy screen, where the member types the emailed deletion code. */
export const DELETE_ACCOUNT_PATH = '/me/privacy';
