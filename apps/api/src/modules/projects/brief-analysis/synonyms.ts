// How clients talk about skills, in French and English, mapped to catalogue names. Targets missing from the
// catalogue are ignored, so the table may name more skills than the database holds.

/**
 * A generic need ("un site web", "a database") stands for an area: it adds the area's default skills only
 * when the client names no skill of that area ("un site en Vue.js avec une base de données PostgreSQL" adds
 * nothing). `defaults` are alternatives in order of preference: the first with a skill in the catalogue wins.
 */
export type SkillArea =
  | 'web'
  | 'showcase'
  | 'backend'
  | 'mobile'
  | 'database'
  | 'design'
  | 'devops'
  | 'cloud'
  | 'crm'
  | 'dataEngineering'
  | 'dataAnalysis';

export interface AreaDefinition {
  members: readonly string[];
  defaults: readonly (readonly string[])[];
}

// Front-end frameworks, and the server-side ones that render their own pages.
const WEB_MEMBERS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Vue.js',
  'Angular',
  'Svelte',
  'Webflow',
  'PHP',
  'Symfony',
  'Laravel',
  'Django',
  'Ruby on Rails',
];

export const AREAS: Record<SkillArea, AreaDefinition> = {
  web: {
    members: WEB_MEMBERS,
    defaults: [['React', 'TypeScript'], ['Vue.js', 'JavaScript'], ['JavaScript']],
  },
  // A brochure site for a small business is built without code more often than not.
  showcase: { members: WEB_MEMBERS, defaults: [['Webflow'], ['React', 'TypeScript'], ['JavaScript']] },
  backend: {
    members: [
      'Node.js',
      'Python',
      'Django',
      'Java',
      'Spring Boot',
      'PHP',
      'Symfony',
      'Laravel',
      'Go',
      'Rust',
      'C#',
      '.NET',
      'Ruby on Rails',
      'GraphQL',
    ],
    defaults: [['Node.js'], ['Python'], ['Java'], ['PHP']],
  },
  mobile: {
    members: ['React Native', 'Flutter', 'Swift', 'Kotlin'],
    defaults: [['React Native'], ['Flutter'], ['Swift', 'Kotlin']],
  },
  database: {
    members: ['PostgreSQL', 'SQL', 'MongoDB'],
    defaults: [['PostgreSQL'], ['SQL'], ['MongoDB']],
  },
  design: {
    members: [
      'Figma',
      'UI design',
      'UX research',
      'Design system',
      'Prototypage',
      'Adobe Photoshop',
      'Adobe Illustrator',
      'Identité visuelle',
      'Webflow',
    ],
    defaults: [['Figma', 'UI design'], ['UI design']],
  },
  devops: {
    members: [
      'Docker',
      'Kubernetes',
      'Terraform',
      'AWS',
      'Google Cloud',
      'Microsoft Azure',
      'CI/CD',
      'Ansible',
    ],
    defaults: [['Docker', 'CI/CD'], ['Docker']],
  },
  cloud: {
    members: ['AWS', 'Google Cloud', 'Microsoft Azure'],
    defaults: [['AWS'], ['Google Cloud'], ['Microsoft Azure']],
  },
  crm: { members: ['HubSpot', 'Salesforce'], defaults: [['HubSpot'], ['Salesforce']] },
  dataEngineering: {
    members: ['Airflow', 'Apache Spark', 'dbt'],
    defaults: [['Airflow'], ['Apache Spark'], ['dbt']],
  },
  dataAnalysis: {
    members: ['SQL', 'Data visualisation', 'Power BI', 'Tableau', 'Statistiques', 'Excel avancé', 'Pandas'],
    defaults: [['SQL', 'Data visualisation'], ['SQL']],
  },
};

export interface SynonymEntry {
  phrases: readonly string[];
  skills?: readonly string[];
  areas?: readonly SkillArea[];
  /** Only as written ("AI", not the "ai" of "j'ai"). */
  isCaseSensitive?: boolean;
}

export const SYNONYMS: readonly SynonymEntry[] = [
  // web, back end, mobile, data stores
  {
    phrases: [
      'site web',
      'site internet',
      'site e-commerce',
      'website',
      'web site',
      'refonte du site',
      'refonte de notre site',
      'refonte de site',
      'nouveau site',
      'créer un site',
      'création de site',
      'création du site',
      'développer un site',
      'front',
      'front-end',
      'frontend',
      'développeur front',
      'front-end developer',
      'interface web',
      'application web',
      'appli web',
      'web app',
      'webapp',
      'web application',
      'e-commerce',
      'boutique en ligne',
      'online shop',
      'online store',
      'e-shop',
    ],
    areas: ['web'],
  },
  {
    phrases: [
      'site vitrine',
      'sites vitrines',
      'brochure site',
      'showcase site',
      'landing page',
      "page d'atterrissage",
    ],
    areas: ['showcase'],
  },
  {
    phrases: [
      'plateforme web',
      'web platform',
      'marketplace',
      'saas',
      'full-stack',
      'fullstack',
      'full stack',
    ],
    areas: ['web', 'backend'],
  },
  {
    phrases: [
      'back-end',
      'backend',
      'back office',
      'backoffice',
      'api',
      'api rest',
      'rest api',
      'serveur',
      'server',
      'microservices',
      'développeur back',
      'back-end developer',
    ],
    areas: ['backend'],
  },
  {
    phrases: [
      'application mobile',
      'appli mobile',
      'app mobile',
      'mobile app',
      'mobile application',
      'développeur mobile',
      'mobile developer',
      'ios',
      'android',
      'iphone',
      'smartphone',
    ],
    areas: ['mobile'],
  },
  { phrases: ['swiftui', 'ios natif', 'native ios', 'application ios native'], skills: ['Swift'] },
  { phrases: ['android natif', 'native android', 'jetpack compose'], skills: ['Kotlin'] },
  { phrases: ['dart'], skills: ['Flutter'] },
  {
    phrases: ['base de données', 'bases de données', 'bdd', 'database', 'db', 'données relationnelles'],
    areas: ['database'],
  },
  { phrases: ['postgres', 'psql'], skills: ['PostgreSQL'] },
  { phrases: ['mongo'], skills: ['MongoDB'] },
  { phrases: ['reactjs', 'react js', 'next js', 'nextjs'], skills: ['React'] },
  { phrases: ['vuejs', 'nuxt', 'nuxt js'], skills: ['Vue.js'] },
  // "vue" is also French for "view" ("en vue de").
  { phrases: ['Vue'], skills: ['Vue.js'], isCaseSensitive: true },
  { phrases: ['angularjs', 'angular js'], skills: ['Angular'] },
  { phrases: ['node', 'nest js', 'nestjs', 'express js'], skills: ['Node.js'] },
  { phrases: ['JS'], skills: ['JavaScript'], isCaseSensitive: true },
  { phrases: ['TS'], skills: ['TypeScript'], isCaseSensitive: true },
  { phrases: ['golang'], skills: ['Go'] },
  { phrases: ['rails', 'ruby'], skills: ['Ruby on Rails'] },
  { phrases: ['spring framework'], skills: ['Spring Boot'] },
  { phrases: ['c sharp', 'csharp'], skills: ['C#'] },
  { phrases: ['dotnet', 'asp net'], skills: ['.NET'] },
  {
    phrases: [
      'tests',
      'tests unitaires',
      'tests automatiques',
      'tests end-to-end',
      'tests e2e',
      'unit tests',
      'automated tests',
      'automated testing',
      'test automation',
      'end-to-end tests',
      'qa',
      'assurance qualité',
      'quality assurance',
    ],
    skills: ['Tests automatisés'],
  },
  {
    phrases: ['software architecture', 'architecte logiciel', 'software architect', 'architecture technique'],
    skills: ['Architecture logicielle'],
  },
  // devops and cloud
  { phrases: ['devops', 'infrastructure cloud', 'cloud infrastructure', 'infra'], areas: ['devops'] },
  { phrases: ['cloud', 'hébergement cloud', 'cloud hosting'], areas: ['cloud'] },
  { phrases: ['conteneurs', 'containers', 'containerisation', 'containerization'], skills: ['Docker'] },
  { phrases: ['k8s'], skills: ['Kubernetes'] },
  { phrases: ['infrastructure as code', 'iac'], skills: ['Terraform'] },
  { phrases: ['amazon web services'], skills: ['AWS'] },
  { phrases: ['gcp', 'google cloud platform'], skills: ['Google Cloud'] },
  { phrases: ['azure'], skills: ['Microsoft Azure'] },
  {
    phrases: [
      'intégration continue',
      'déploiement continu',
      'continuous integration',
      'continuous deployment',
      'continuous delivery',
      'pipeline ci',
      'github actions',
      'gitlab ci',
    ],
    skills: ['CI/CD'],
  },
  { phrases: ['CI'], skills: ['CI/CD'], isCaseSensitive: true },
  { phrases: ['observability', 'monitoring', 'supervision'], skills: ['Observabilité'] },
  // data
  {
    phrases: [
      'data engineering',
      'data engineer',
      'ingénieur data',
      'pipeline de données',
      'data pipeline',
      'etl',
    ],
    areas: ['dataEngineering'],
  },
  { phrases: ['spark', 'big data'], skills: ['Apache Spark'] },
  {
    phrases: [
      'analyse de données',
      'data analysis',
      'data analytics',
      'data analyst',
      'analyste de données',
      'reporting',
    ],
    areas: ['dataAnalysis'],
  },
  {
    phrases: [
      'machine learning',
      'apprentissage automatique',
      'data scientist',
      'data science',
      'modèle prédictif',
    ],
    skills: ['Machine learning'],
  },
  { phrases: ['intelligence artificielle', 'artificial intelligence'], skills: ['Machine learning'] },
  { phrases: ['IA', 'AI', 'ML'], skills: ['Machine learning'], isCaseSensitive: true },
  { phrases: ['apprentissage profond', 'réseaux de neurones', 'neural networks'], skills: ['Deep learning'] },
  {
    phrases: [
      'data visualization',
      'data viz',
      'dataviz',
      'visualisation de données',
      'tableau de bord',
      'tableaux de bord',
      'dashboard',
      'dashboards',
    ],
    skills: ['Data visualisation'],
  },
  { phrases: ['statistics', 'stats', 'statistique'], skills: ['Statistiques'] },
  {
    phrases: ['advanced excel', 'Excel', 'tableur', 'spreadsheet', 'spreadsheets'],
    skills: ['Excel avancé'],
  },
  { phrases: ['numpy'], skills: ['Pandas'] },
  // design
  {
    phrases: [
      'maquettes',
      'maquette',
      'maquettage',
      'mockups',
      'mockup',
      'wireframes',
      'wireframe',
      'design',
      'designer',
      'webdesign',
      'web design',
      'webdesigner',
    ],
    areas: ['design'],
  },
  {
    phrases: [
      'ui',
      'interface utilisateur',
      'user interface',
      'ui designer',
      'design d interface',
      'design graphique des écrans',
    ],
    skills: ['UI design'],
  },
  {
    phrases: [
      'ux',
      'ux design',
      'ux designer',
      'expérience utilisateur',
      'user experience',
      'parcours utilisateur',
      'user research',
      'recherche utilisateur',
      'tests utilisateurs',
      'user testing',
      'interviews utilisateurs',
      'user interviews',
      'ergonomie',
    ],
    skills: ['UX research'],
  },
  { phrases: ['ux ui', 'ui ux', 'designer ux ui', 'ux ui designer'], skills: ['UX research', 'UI design'] },
  { phrases: ['système de design', 'design systems'], skills: ['Design system'] },
  { phrases: ['prototype', 'prototypes', 'prototyping', 'prototyper'], skills: ['Prototypage'] },
  { phrases: ['photoshop', 'retouche photo', 'photo retouching'], skills: ['Adobe Photoshop'] },
  { phrases: ['illustrator'], skills: ['Adobe Illustrator'] },
  {
    phrases: ['motion design', 'motion designer', 'montage vidéo', 'video editing', 'animation vidéo'],
    skills: ['After Effects'],
  },
  {
    phrases: [
      'accessibilité',
      'accessibility',
      'accessibilité numérique',
      'digital accessibility',
      'rgaa',
      'wcag',
      'a11y',
    ],
    skills: ['Accessibilité numérique (RGAA)'],
  },
  {
    phrases: [
      'visual identity',
      'logo',
      'charte graphique',
      'identité de marque',
      'brand identity',
      'branding',
      'graphiste',
      'graphic designer',
      'graphic design',
      'graphisme',
    ],
    skills: ['Identité visuelle'],
  },
  {
    phrases: ['photography', 'photographe', 'photographer', 'photos', 'shooting photo', 'photo shoot'],
    skills: ['Photographie'],
  },
  // marketing and writing
  {
    phrases: [
      'référencement',
      'référencement naturel',
      'search engine optimization',
      'search engine optimisation',
      'consultant seo',
      'seo consultant',
    ],
    skills: ['SEO'],
  },
  {
    phrases: ['référencement payant', 'adwords', 'paid search', 'campagnes google', 'publicité en ligne'],
    skills: ['Google Ads'],
  },
  { phrases: ['SEA'], skills: ['Google Ads'], isCaseSensitive: true },
  {
    phrases: ['content marketing', 'stratégie de contenu', 'content strategy', 'stratégie éditoriale'],
    skills: ['Marketing de contenu'],
  },
  {
    phrases: [
      'growth',
      'growth hacking',
      'growth hacker',
      'marketing de croissance',
      'acquisition clients',
      'acquisition de clients',
      'customer acquisition',
    ],
    skills: ['Growth marketing'],
  },
  {
    phrases: [
      'e-mailing',
      'email marketing',
      'newsletter',
      'newsletters',
      'campagnes email',
      'email campaigns',
    ],
    skills: ['Emailing'],
  },
  {
    phrases: [
      'social media',
      'social networks',
      'réseau social',
      'community manager',
      'community management',
      'instagram',
      'linkedin',
      'tiktok',
      'facebook',
    ],
    skills: ['Réseaux sociaux'],
  },
  {
    phrases: ['analytics', 'web analytics', 'ga4', 'matomo', "suivi d'audience", 'audience tracking'],
    skills: ['Google Analytics'],
  },
  { phrases: ['stratégie de marque', 'plateforme de marque', 'brand platform'], skills: ['Brand strategy'] },
  {
    phrases: [
      'web copywriting',
      'rédaction',
      'rédacteur',
      'rédactrice',
      'rédacteur web',
      'rédactrice web',
      'articles de blog',
      'blog articles',
      'blog posts',
      'contenus web',
      'web content',
    ],
    skills: ['Rédaction web'],
  },
  { phrases: ['copywriter', 'copywriters'], skills: ['Copywriting'] },
  {
    phrases: [
      'translation',
      'traduction',
      'traduire',
      'translate',
      'traducteur',
      'traductrice',
      'translator',
      'english-french translation',
      'localization',
    ],
    skills: ['Traduction anglais-français'],
  },
  {
    phrases: [
      'documentation technique',
      'rédaction technique',
      'rédacteur technique',
      'rédactrice technique',
      'technical documentation',
      'technical writer',
    ],
    skills: ['Technical writing'],
  },
  { phrases: ['proofreading', 'relecture', 'proofreader'], skills: ['Relecture et correction'] },
  // product and management
  { phrases: ['découverte produit', 'product manager'], skills: ['Product discovery'] },
  { phrases: ['roadmap', 'feuille de route'], skills: ['Roadmapping'] },
  { phrases: ['backlog', 'product owner', 'user story'], skills: ['User stories'] },
  { phrases: ['ab testing', 'test a b', 'tests a b', 'a b tests', 'split testing'], skills: ['A/B testing'] },
  {
    phrases: [
      'project management',
      'chef de projet',
      'cheffe de projet',
      'chefs de projet',
      'project manager',
      'pilotage',
      'coordination',
      'delivery manager',
    ],
    skills: ['Gestion de projet'],
  },
  { phrases: ['scrum master', 'sprints', 'méthode agile', 'agile methodology'], skills: ['Scrum'] },
  { phrases: ['coach agile', 'agile coach', 'coaching agile'], skills: ['Agile coaching'] },
  { phrases: ['change management', 'accompagnement au changement'], skills: ['Conduite du changement'] },
  {
    phrases: ['team management', 'encadrement', 'team lead', "management de l'équipe"],
    skills: ["Management d'équipe"],
  },
  { phrases: ['parties prenantes', 'stakeholders'], skills: ['Stakeholder management'] },
  // security, finance, legal, hr, sales
  {
    phrases: [
      'application security',
      'sécurité',
      'security',
      'cybersécurité',
      'cybersecurity',
      'cyber sécurité',
    ],
    skills: ['Sécurité applicative'],
  },
  {
    phrases: [
      'penetration testing',
      'pentest',
      'pentests',
      'pen test',
      'test d intrusion',
      "audit d'intrusion",
      'tests de pénétration',
    ],
    skills: ['Tests d’intrusion'],
  },
  { phrases: ['iso 27001', 'isms', 'smsi'], skills: ['ISO 27001'] },
  {
    phrases: ['management control', 'controlling', 'contrôleur de gestion'],
    skills: ['Contrôle de gestion'],
  },
  { phrases: ['accounting', 'comptable', 'accountant', 'bookkeeping'], skills: ['Comptabilité'] },
  {
    phrases: ['financial modelling', 'financial modeling', 'business plan', 'prévisionnel financier'],
    skills: ['Modélisation financière'],
  },
  { phrases: ['gdpr', 'données personnelles', 'personal data'], skills: ['RGPD'] },
  {
    phrases: ['contract law', 'contrats', 'contracts', 'cgv', 'cgu', 'terms and conditions'],
    skills: ['Droit des contrats'],
  },
  {
    phrases: [
      'intellectual property',
      'brevet',
      'brevets',
      'patent',
      'patents',
      'dépôt de marque',
      'trademark',
    ],
    skills: ['Propriété intellectuelle'],
  },
  {
    phrases: ['recruiting', 'recruitment', 'recruteur', 'recruiter', 'embauches', 'hiring'],
    skills: ['Recrutement'],
  },
  { phrases: ['employer branding'], skills: ['Marque employeur'] },
  {
    phrases: [
      'onboarding des salariés',
      'onboarding des nouveaux salariés',
      'onboarding des collaborateurs',
      'intégration des nouveaux salariés',
      'employee onboarding',
    ],
    skills: ['Onboarding'],
  },
  {
    phrases: [
      'business prospecting',
      'prospection',
      'prospecting',
      'lead generation',
      'génération de leads',
      'business development',
      'business developer',
    ],
    skills: ['Prospection commerciale'],
  },
  { phrases: ['negotiation'], skills: ['Négociation'] },
  { phrases: ['crm'], areas: ['crm'] },
  { phrases: ['grands comptes', 'key accounts', 'key account manager'], skills: ['Key account management'] },
];

/**
 * Catalogue names that are also everyday words ("go live", "swift delivery", "un tableau", "net"): matched only
 * when written with their capitals away from the start of a sentence.
 */
export const AMBIGUOUS_SKILL_NAMES: readonly string[] = [
  'go',
  'swift',
  'tableau',
  'rust',
  'net',
  'sap',
  'onboarding',
];
