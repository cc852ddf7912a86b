// Who owns each table: the one module (or infrastructure folder) whose code writes it, INSERT, UPDATE, DELETE
// or TRUNCATE. Any other module that needs a change made asks the owner through a function it exports; the
// erasure of an account is a step of each owner (docs/decisions/0023-module-tiers.md). Reading another module's
// table is allowed where the reader's entry of FOREIGN_READS says it, with why (a join on a hot path, a read
// model). apps/api/test/table-ownership.test.ts reads every statement of apps/api/src and holds both lists to
// the code. db/ (the schema, its migrations and the catalogue they ship) and scripts/ (seed, admin:create) are
// outside the rule: they set up every table.

export const TABLE_OWNERS = {
  // Better Auth's accounts, sessions and tokens; the outbox of every e-mail.
  user: 'auth',
  session: 'auth',
  account: 'auth',
  verification: 'auth',
  two_factor: 'auth',
  rate_limit: 'auth',
  email_outbox: 'email',
  // Core.
  profiles: 'profiles',
  professional_profiles: 'profiles',
  skills: 'profiles',
  user_skills: 'profiles',
  follows: 'profiles',
  user_blocks: 'profiles',
  user_mutes: 'profiles',
  mentions_sent: 'profiles',
  event_outbox: 'events',
  notification_preferences: 'email-preferences',
  organisations: 'organisations',
  organisation_members: 'organisations',
  organisation_invitations: 'organisations',
  // Features.
  pro_posts: 'feed',
  pro_post_likes: 'feed',
  pro_post_comments: 'feed',
  pro_post_revisions: 'feed',
  pro_comment_revisions: 'feed',
  content_reports: 'reports',
  projects: 'projects',
  project_messages: 'projects',
  project_proposals: 'projects',
  project_invitations: 'projects',
  availability_bookings: 'projects',
  project_activity: 'projects',
  project_milestones: 'plans',
  project_tasks: 'plans',
  project_thread_messages: 'plans',
  proposal_thread_messages: 'plans',
  milestone_deliveries: 'plans',
  project_attachments: 'plans',
  project_reviews: 'reviews',
  agency_settings: 'billing',
  project_billing: 'billing',
  billing_number_counters: 'billing',
  billing_books_revision: 'billing',
  billing_documents: 'billing',
  project_quotes: 'billing',
  invoice_payments: 'billing',
  invoiced_timesheet_weeks: 'billing',
  timesheet_weeks: 'timesheets',
  timesheet_entries: 'timesheets',
  member_payouts: 'timesheets',
  invoice_reminders: 'billing',
  contact_messages: 'contact',
  newsletter_subscriptions: 'newsletter',
  business_verifications: 'verification',
  // Orchestrators.
  admin_audit_log: 'admin',
  data_exports: 'data-rights',
  account_deletions: 'data-rights',
  notifications: 'notifications',
  notification_actors: 'notifications',
  live_events: 'notifications',
  notification_digests: 'notifications',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

/** The other modules' tables each module or infrastructure folder reads, grouped by why. */
export const FOREIGN_READS: Record<string, { why: string; tables: TableName[] }[]> = {
  auth: [
    { why: 'a pending deletion refuses sign-in and sessions', tables: ['account_deletions'] },
    {
      why: 'the actor’s organisation is read with the session, for the projects shared with its members',
      tables: ['organisation_members'],
    },
  ],
  organisations: [
    { why: 'the names of the members and of whoever invites', tables: ['profiles'] },
    {
      why: 'an invitation names its address; an owner is not invited twice; a company given at sign-up is a client’s',
      tables: ['user'],
    },
  ],
  email: [{ why: 'the addresses and languages of the accounts mailed', tables: ['user'] }],
  profiles: [
    { why: 'accounts: names, roles, confirmed addresses, bans', tables: ['user'] },
    { why: 'someone leaving is hidden from everyone', tables: ['account_deletions'] },
    {
      why: 'a mention in a project’s thread may only name its people',
      tables: ['projects', 'project_invitations'],
    },
    { why: 'a profile counts the reviews waiting for the professional', tables: ['project_reviews'] },
  ],
  ratings: [
    { why: 'the read model of the reviews clients published', tables: ['project_reviews'] },
    {
      why: 'a client’s record counts the delivered projects of the client and of their organisation, and the reviews on them',
      tables: ['projects'],
    },
  ],
  'email-preferences': [
    { why: 'whom e-mail may reach: a confirmed address, an active account', tables: ['user'] },
  ],
  feed: [
    {
      why: 'the author shown with each post, in the page’s one statement',
      tables: ['profiles', 'professional_profiles'],
    },
    { why: 'the posts of someone leaving are hidden', tables: ['account_deletions'] },
  ],
  projects: [
    {
      why: 'team formation ranks candidates by their profile, skills, blocks and account',
      tables: ['user', 'profiles', 'professional_profiles', 'skills', 'user_skills', 'user_blocks'],
    },
    {
      why: 'someone leaving is out of team formation and may not join a team',
      tables: ['account_deletions'],
    },
    {
      why: 'a project of an organisation goes on with its other members when its creator leaves',
      tables: ['organisation_members'],
    },
    {
      why: 'an invitation names the organisation the project is for, and says whether it is verified',
      tables: ['organisations'],
    },
  ],
  plans: [
    { why: 'the names of the members and authors a plan and its thread show', tables: ['profiles'] },
    { why: 'the project and its team, which a plan is of', tables: ['projects', 'project_invitations'] },
    {
      why: 'a proposal’s conversation is for the client and the team it proposes',
      tables: ['project_proposals'],
    },
    { why: 'the names of the skills a plan’s milestones need', tables: ['skills'] },
    {
      why: 'the workload sets each member’s logged hours against the hours booked for them',
      tables: ['timesheet_weeks', 'timesheet_entries', 'availability_bookings'],
    },
  ],
  showcase: [
    {
      why: 'the public pages: the rates of the professionals who may be proposed, and the skills’ names',
      tables: ['user_skills', 'skills'],
    },
    {
      why: 'delivered projects in figures, their teams and plans, and the reviews their clients agreed to show',
      tables: [
        'projects',
        'project_invitations',
        'project_milestones',
        'project_reviews',
        'profiles',
        'professional_profiles',
      ],
    },
    { why: 'nobody leaving or banned is shown', tables: ['user', 'account_deletions'] },
  ],
  verification: [
    {
      why: 'the names of the businesses, requesters and reviewers the administrators’ queue shows',
      tables: ['profiles'],
    },
    {
      why: 'an organisation that goes with its last member takes its requests and their documents',
      tables: ['organisation_members', 'organisations'],
    },
  ],
  reviews: [
    { why: 'the names of the people reviewed and reviewing', tables: ['profiles'] },
    { why: 'the review period runs from the project’s delivery', tables: ['projects'] },
  ],
  billing: [
    {
      why: 'a quote is drafted from the plan and the team: each seat accepted, its member’s hourly rate, each milestone’s lead and hours',
      tables: ['project_invitations', 'professional_profiles', 'project_milestones'],
    },
    {
      why: 'a quote is drafted in its client’s language',
      tables: ['user'],
    },
    {
      why: 'a milestone is invoiced once its client accepted it, under its lock',
      tables: ['project_milestones'],
    },
    { why: 'an invoice’s files are for its project’s client', tables: ['projects'] },
    {
      why: 'an overdue invoice’s reminder goes to its client’s address, in their language',
      tables: ['user'],
    },
    {
      why: 'a month’s invoice bills the approved weeks of hours, with each member’s name and role',
      tables: ['timesheet_weeks', 'timesheet_entries', 'profiles', 'professional_profiles'],
    },
  ],
  timesheets: [
    {
      why: 'hours go on the milestones of the project’s plan; a member is owed a share of the milestones they lead',
      tables: ['project_milestones'],
    },
    {
      why: 'the names of the members, and the hourly rate a week is approved at',
      tables: ['profiles', 'professional_profiles'],
    },
    {
      why: 'a member’s earnings: their projects, how each is billed, and the milestone invoices they share',
      tables: ['projects', 'project_invitations', 'project_billing', 'billing_documents'],
    },
  ],
  reports: [
    {
      why: 'the post or comment reported, and its author, under its lock',
      tables: ['pro_posts', 'pro_post_comments'],
    },
    {
      why: 'what a reporter weighs: account age, confirmation, a recent ban',
      tables: ['user', 'admin_audit_log'],
    },
  ],
  admin: [
    { why: 'the accounts listed and changed', tables: ['user', 'profiles'] },
    {
      why: 'the reports queue and the content reported',
      tables: ['content_reports', 'pro_posts', 'pro_post_comments'],
    },
    { why: 'the skills waiting for review, with their holders', tables: ['skills', 'user_skills'] },
    {
      why: 'the projects overseen, filtered and paged by status, stalled staffing and client name (how long staffing has been still is the projects module’s own expression)',
      tables: ['projects'],
    },
  ],
  'data-rights': [
    {
      why: 'the archive holds every kind of the member’s data, from every module',
      tables: [
        'user',
        'account',
        'session',
        'profiles',
        'professional_profiles',
        'skills',
        'user_skills',
        'follows',
        'user_blocks',
        'user_mutes',
        'pro_posts',
        'pro_post_likes',
        'pro_post_comments',
        'pro_post_revisions',
        'pro_comment_revisions',
        'content_reports',
        'projects',
        'project_messages',
        'project_invitations',
        'availability_bookings',
        'project_activity',
        'project_milestones',
        'project_tasks',
        'project_thread_messages',
        'proposal_thread_messages',
        'milestone_deliveries',
        'project_attachments',
        'project_reviews',
        'notifications',
        'organisations',
        'organisation_members',
        'organisation_invitations',
        'notification_preferences',
        'contact_messages',
        'newsletter_subscriptions',
        'business_verifications',
      ],
    },
  ],
  notifications: [
    {
      why: 'a line reads the words of its post or comment, and its target, when it is shown',
      tables: ['pro_posts', 'pro_post_comments', 'pro_post_likes', 'projects', 'project_invitations'],
    },
    { why: 'the actors’ names and the recipients’ accounts', tables: ['profiles', 'user', 'session'] },
    {
      why: 'nobody hears from someone in a block with them or whom they muted',
      tables: ['user_blocks', 'user_mutes'],
    },
    { why: 'a mention’s e-mail waits for someone who never dealt with its author', tables: ['follows'] },
    { why: 'the digest and the e-mails follow each person’s choices', tables: ['notification_preferences'] },
  ],
};
