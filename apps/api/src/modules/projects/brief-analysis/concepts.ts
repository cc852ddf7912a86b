// Needs described in words rather than named: "organiser un séminaire", "former nos équipes", "board
// reporting", "photos de nos chambres", "an Android app". Each concept is an action or object said in many
// ways, written here as its parts (every combination is a phrase), read like the catalogue's aliases. A
// concept names a need in any brief; a phrase that would only fit one brief does not belong here.
//
// Then the specialisations: a general skill read in a brief about a narrower subject becomes the narrower one
// ("un photographe" in a brief about an evening event is event photography).

export interface Concept {
  /** Each phrase is one word or words from every part in turn; an empty string leaves a part out. */
  parts: readonly (readonly string[])[];
  skills: readonly string[];
}

const EVENTS_FR = [
  'séminaire',
  'soirée',
  'congrès',
  'conférence',
  'événement',
  'évènement',
  'gala',
  'convention',
  'anniversaire',
  'fête',
  'journée portes ouvertes',
  'kick-off',
  'kickoff',
  'inauguration',
  'lancement',
  'salon',
  'festival',
  'forum',
  'foire',
  'cérémonie',
  'mariage',
  'marché de noël',
  'remise des prix',
];
const EVENTS_EN = [
  'event',
  'seminar',
  'conference',
  'gala',
  'party',
  'evening',
  'kickoff',
  'kick-off',
  'offsite',
  'off-site',
  'summit',
  'launch event',
  'launch party',
  'awards night',
  'open day',
  'fair',
  'craft fair',
  'trade fair',
  'festival',
  'exhibition',
  'forum',
  'ceremony',
  'wedding',
  'christmas market',
  'awards ceremony',
];
const DETERMINERS_FR = [
  '',
  'un',
  'une',
  'le',
  'la',
  'l',
  'du',
  'de la',
  'de l',
  'notre',
  'nos',
  'des',
  'ce',
  'cette',
];
const DETERMINERS_EN = ['', 'a', 'an', 'the', 'our', 'this', 'that'];
const AUDIENCES_FR = [
  'équipes',
  'équipe',
  'agents',
  'salariés',
  'collaborateurs',
  'collaboratrices',
  'managers',
  'utilisateurs',
  'utilisatrices',
  'vendeurs',
  'commerciaux',
  'techniciens',
  'bénévoles',
  'employés',
  'personnels',
  'référents',
  'élèves',
  'enseignants',
  'soignants',
  'infirmiers',
  'infirmières',
  'opérateurs',
  'conseillers',
  'chefs d’équipe',
  'encadrants',
  'assistantes',
  'assistants',
  'secrétaires',
  'cadres',
  'adhérents',
  'apprentis',
  'chargés de mission',
  'chauffeurs',
  'livreurs',
];
const AUDIENCES_EN = [
  'team',
  'teams',
  'staff',
  'employees',
  'users',
  'managers',
  'agents',
  'people',
  'volunteers',
  'sales reps',
  'workforce',
  'officer',
  'officers',
  'supervisors',
  'shift supervisors',
  'nurses',
  'teachers',
  'students',
  'operators',
  'coordinators',
  'administrators',
  'drivers',
  'field staff',
  'frontline staff',
  'line managers',
  'front desk staff',
  'reception staff',
  'apprentices',
];

/** Mobile-money operators and the gateways that collect through them. */
const MOBILE_MONEY = [
  'mobile money',
  'M-Pesa',
  'Mpesa',
  'Orange Money',
  'MTN MoMo',
  'Airtel Money',
  'Moov Money',
  'Paystack',
  'Flutterwave',
];
/** The operators themselves: "acquired by Paystack" is no payment. */
const MOBILE_MONEY_OPERATORS = MOBILE_MONEY.filter((name) => name !== 'Paystack' && name !== 'Flutterwave');

/** What is the client's, or named before it: "our stock system", « notre insta », "the Facebook". */
const CLIENTS_OWN = [
  '',
  'our',
  'the',
  'their',
  'its',
  'my',
  'notre',
  'nos',
  'leur',
  'leurs',
  'son',
  'sa',
  'ses',
  'le',
  'la',
  'les',
  'l’',
  'mon',
  'ma',
  'mes',
];

const CLOUD_NAMES: Record<'AWS' | 'Microsoft Azure' | 'Google Cloud', readonly string[]> = {
  AWS: ['AWS', 'Amazon Web Services'],
  'Microsoft Azure': ['Azure', 'Microsoft Azure'],
  'Google Cloud': ['GCP', 'Google Cloud', 'Google Cloud Platform'],
};

export const CONCEPTS: readonly Concept[] = [
  // An attack asked for, to see what gives way: "try to break into the app the way an attacker would",
  // « essayer de pirater notre site ».
  {
    parts: [
      ['try to break into', 'attempt to break into', 'try to hack into', 'try to hack', 'attempt to hack'],
      DETERMINERS_EN,
      ['app', 'apps', 'application', 'site', 'website', 'systems', 'network', 'platform', 'APIs', 'API'],
    ],
    skills: ['Tests d’intrusion'],
  },
  {
    parts: [
      [
        'essayer de pirater',
        'tenter de pirater',
        'essayer de s’introduire dans',
        'tenter de s’introduire dans',
      ],
      DETERMINERS_FR,
      ['application', 'appli', 'site', 'systèmes', 'système', 'réseau', 'plateforme', 'API'],
    ],
    skills: ['Tests d’intrusion'],
  },
  {
    parts: [
      ['organiser', 'organisation', 'orga', 'organiserait', 'préparer', 'piloter'],
      DETERMINERS_FR,
      EVENTS_FR,
    ],
    skills: ['Organisation d’événements'],
  },
  {
    parts: [
      [
        'organise',
        'organize',
        'organising',
        'organizing',
        'organisation of',
        'organization of',
        'plan',
        'planning',
        'run',
        'running',
        'produce',
        'producing',
        'manage',
        'managing',
      ],
      DETERMINERS_EN,
      EVENTS_EN,
    ],
    skills: ['Organisation d’événements'],
  },
  {
    parts: [
      [
        'event management',
        'event production',
        'events management',
        'full event management',
        'venue sourcing',
        'gestion de l’événement',
        'logistique événementielle',
        'coordonner la logistique',
        'coordination logistique',
        'coordinate the logistics',
      ],
    ],
    skills: ['Organisation d’événements'],
  },
  {
    parts: [
      [
        'former',
        'formation de',
        'formation des',
        'formations pour',
        'formation pour',
        'faire monter en compétences',
      ],
      ['', 'nos', 'les', 'des', 'vos', 'ses', 'leurs'],
      AUDIENCES_FR,
    ],
    skills: ['Animation de formations'],
  },
  {
    parts: [
      ['train', 'training', 'training for', 'training of', 'upskill', 'upskilling', 'onboard and train'],
      ['', 'our', 'the', 'all', 'all our', 'their'],
      AUDIENCES_EN,
    ],
    skills: ['Animation de formations'],
  },
  {
    parts: [
      [
        'training sessions',
        'sessions de formation',
        'training workshops',
        'ateliers de formation',
        'train-the-trainer',
        'formation de formateurs',
        'end-user training',
        'user training',
        'formation utilisateurs',
        'formation des utilisateurs',
      ],
    ],
    skills: ['Animation de formations'],
  },
  {
    // Training asked in the passive or as part of the price: "should be trained to maintain it", « qu'ils
    // soient formés », "12 lakhs for the complete work including training".
    parts: [
      [
        'trained to use',
        'trained to maintain',
        'trained on it',
        'trained on how',
        'and training for',
        'être formés',
        'être formées',
        'soient formés',
        'soient formées',
        'formés à l’outil',
        'formées à l’outil',
        'formation incluse',
        'formation comprise',
        'y compris la formation',
        'formation à l’utilisation',
        'former à l’utilisation',
      ],
    ],
    skills: ['Animation de formations'],
  },
  {
    parts: [
      [
        'board reporting',
        'reporting board',
        'reporting au board',
        'reporting au conseil',
        'reporting mensuel',
        'monthly reporting',
        'monthly management accounts',
        'management accounts',
        'reporting financier',
      ],
    ],
    skills: ['Reporting financier'],
  },
  {
    parts: [
      [
        'cash forecasting',
        'cash forecast',
        'cash-flow forecasting',
        'cash flow forecasting',
        'prévisionnel de trésorerie',
        'prévisionnel de tréso',
        'prévisions de trésorerie',
        'plan de tréso',
        'suivi de trésorerie',
        'suivi de la trésorerie',
        'cash planning',
        '13-week cash flow',
      ],
    ],
    skills: ['Gestion de trésorerie'],
  },
  {
    parts: [
      ['assistant', 'agent', 'chatbot', 'copilote', 'copilot'],
      ['IA', 'AI', 'GenAI', 'IA générative', 'conversationnel'],
    ],
    skills: ['Intégration de LLM'],
  },
  {
    parts: [
      ['AI', 'IA', 'GenAI', 'LLM'],
      ['assistant', 'agent', 'chatbot', 'copilot', 'search assistant', 'knowledge assistant'],
    ],
    skills: ['Intégration de LLM'],
  },
  {
    parts: [['IA générative', 'generative AI', 'GenAI', 'gen AI']],
    skills: ['Intégration de LLM'],
  },
  {
    parts: [
      [
        'photos professionnelles',
        'professional photos',
        'professional photography',
        'new photos',
        'séance photo',
        'séances photo',
        'shooting',
        'prises de vue photo',
        'photo coverage',
        'proper photos',
        'proper pictures',
        'decent photos',
        'nice photos',
        'better photos',
        'belles photos',
        'de vraies photos',
        'photos pro',
      ],
    ],
    skills: ['Photographie'],
  },
  {
    parts: [
      [
        'photos',
        'photo',
        'shots',
        'pictures',
        'pics',
        'images',
        'prises de vue',
        'photographies',
        'photography',
      ],
      ['', 'de nos', 'des', 'de la', 'de l', 'du', 'of our', 'of the', 'of'],
      [
        'intérieur',
        'intérieurs',
        'chambres',
        'rooms',
        'hotel rooms',
        'interior',
        'interiors',
        'architecture',
        'locaux',
        'bureaux',
        'offices',
        'office',
        'hôtel',
        'hotel',
        'chantiers',
        'réalisations',
        'biens',
        'appartements',
        'properties',
        'showroom',
      ],
    ],
    skills: ['Photographie d’architecture et d’intérieur'],
  },
  {
    parts: [
      [
        'interior shots',
        'interior photography',
        'architecture shots',
        'architectural shots',
        'room shots',
        'photos d’intérieur',
        'photos intérieures',
        'real estate photography',
      ],
    ],
    skills: ['Photographie d’architecture et d’intérieur'],
  },
  {
    parts: [
      [
        'retouching',
        'retouch',
        'retoucher les photos',
        'retouche des photos',
        'retouche incluse',
        'retouches',
        'image editing',
        'photo retouching',
        'post-traitement des photos',
        'post-processing',
      ],
    ],
    skills: ['Retouche photo'],
  },
  {
    parts: [
      [
        'packshots',
        'packshot',
        'photos produits',
        'photos de produits',
        'product shots',
        'product photos',
        'product photography',
        'photos fond blanc',
        'white background photos',
      ],
    ],
    skills: ['Photographie produit'],
  },
  {
    parts: [
      [
        'portraits',
        'headshots',
        'staff portraits',
        'portraits corporate',
        'corporate portraits',
        'photos d’équipe',
        'team photos',
        'portraits des collaborateurs',
        'trombinoscope',
      ],
    ],
    skills: ['Photographie corporate'],
  },
  {
    parts: [
      [
        'film souvenir',
        'petit film',
        'vidéo souvenir',
        'highlights edit',
        'highlight edit',
        'highlights video',
        'highlight video',
        'highlights reel',
        'best-of vidéo',
        'recap video',
        'vidéo récap',
      ],
    ],
    skills: ['Montage vidéo'],
  },
  {
    // A film drawn rather than shot: « un petit film d'animation », "a short animated film", "animated explainer".
    parts: [
      ['', 'petit', 'petite', 'petits', 'petites', 'court', 'courte', 'courts', 'courtes'],
      [
        'film',
        'films',
        'vidéo',
        'vidéos',
        'video',
        'videos',
        'clip',
        'clips',
        'capsule',
        'capsules',
        'court métrage',
        'dessin',
        'dessins',
      ],
      ['d’animation', 'animé', 'animée', 'animés', 'animées', 'en animation'],
    ],
    skills: ['Motion design'],
  },
  {
    // « un court film d'animation 3D »: drawn in 3D.
    parts: [
      ['', 'petit', 'petite', 'court', 'courte', 'short'],
      ['film', 'films', 'vidéo', 'vidéos', 'video', 'videos', 'clip', 'clips'],
      ['d’animation', 'animé', 'animée', 'animated', 'animation'],
      ['3d', '3-d'],
    ],
    skills: ['Animation 3D'],
  },
  {
    parts: [
      ['animated', 'animation'],
      ['film', 'films', 'video', 'videos', 'explainer', 'explainers', 'short', 'clip', 'clips'],
    ],
    skills: ['Motion design'],
  },
  // « On a décidé de passer chez AWS », "we're moving to Azure": a move of the client's hosting to a cloud, and
  // that cloud.
  ...(
    [
      [['aws', 'amazon web services'], 'AWS'],
      [['azure', 'microsoft azure'], 'Microsoft Azure'],
      [['gcp', 'google cloud'], 'Google Cloud'],
      [['scaleway'], 'Scaleway'],
      [['ovhcloud'], 'OVHcloud'],
    ] as const
  ).map(([cloud, skill]) => ({
    parts: [
      ['passer', 'basculer', 'migrer', 'move', 'moving', 'migrate', 'migrating'],
      ['chez', 'sur', 'vers', 'to', 'onto'],
      [...cloud],
    ],
    skills: ['Migration vers le cloud', skill],
  })),
  {
    // « premier exercice clos au 31/12 », "our first year-end": the first accounts to close.
    parts: [
      ['premier', 'first'],
      ['exercice', 'exercice comptable', 'year end', 'year-end', 'financial year'],
      ['clos', 'à clôturer', 'se clôt', 'qui se clôt', 'close', 'closes', 'closing', 'ends', 'ending'],
    ],
    skills: ['Clôture des comptes'],
  },
  {
    // A cartoon that moves: "an animated cartoon", "a cartoon video", "a 90-second cartoon". A cartoon alone may be
    // a drawing for a newsletter.
    parts: [
      ['animated', 'second', 'seconds', 'minute', 'minutes'],
      ['cartoon', 'cartoons'],
    ],
    skills: ['Motion design'],
  },
  {
    parts: [
      ['cartoon', 'cartoons'],
      [
        'film',
        'films',
        'video',
        'videos',
        'explainer',
        'explainers',
        'clip',
        'clips',
        'series',
        'short',
        'shorts',
      ],
    ],
    skills: ['Motion design'],
  },
  {
    parts: [
      [
        'filmer',
        'filming',
        'film',
        'tournage',
        'captation',
        'record',
        'recording',
        'enregistrer',
        'enregistrement',
      ],
      [
        '',
        'of',
        'de',
        'du',
        'la',
        'le',
        'les',
        'des',
        'nos',
        'the',
        'our',
        'notre',
        'our two',
        'the two',
        'les deux',
        'les trois',
        'the three',
      ],
      [
        'la soirée',
        'soirée',
        'main stage',
        'the stage',
        'the event',
        'l’événement',
        'conférence',
        'conférences',
        'conference',
        'conferences',
        'talks',
        'keynote',
        'plénière',
        'plenary',
        'spectacle',
        'show',
        'concert',
        'interventions',
        'sessions',
        'breakout sessions',
        'keynotes',
        'panels',
        'orateurs',
        'speakers',
        'colloque',
        'table ronde',
        'tables rondes',
        'débats',
      ],
    ],
    skills: ['Captation vidéo d’événements'],
  },
  {
    // Said the other way round: "all the breakout sessions recorded", « les conférences filmées ».
    parts: [
      [
        'sessions',
        'breakout sessions',
        'keynotes',
        'talks',
        'panels',
        'interventions',
        'conférences',
        'plénières',
      ],
      ['recorded', 'filmed', 'filmées', 'filmés', 'enregistrées', 'enregistrés'],
    ],
    skills: ['Captation vidéo d’événements'],
  },
  {
    parts: [
      [
        'diffuser',
        'diffusion',
        'diffusé',
        'diffusée',
        'diffusés',
        'diffusées',
        'retransmettre',
        'retransmission',
        'retransmis',
        'stream',
        'streamed',
        'streaming',
        'broadcast',
        'broadcasting',
        'broadcasted',
      ],
      ['en direct', 'en live', 'live'],
    ],
    skills: ['Diffusion en direct'],
  },
  {
    // "diffuser deux soirées en direct": what is streamed between the verb and "live".
    parts: [
      ['diffuser', 'retransmettre', 'stream', 'broadcast'],
      ['', 'les', 'la', 'le', 'nos', 'deux', 'trois', 'the', 'our', 'two', 'three', 'all'],
      [
        'soirées',
        'soirée',
        'concerts',
        'conférences',
        'matchs',
        'matches',
        'sessions',
        'keynotes',
        'talks',
        'evenings',
        'nights',
        'events',
        'événements',
      ],
      ['en direct', 'en live', 'live'],
    ],
    skills: ['Diffusion en direct'],
  },
  {
    parts: [
      ['stream', 'streamer', 'retransmettre', 'livestream', 'live-stream'],
      ['the', 'our', 'les', 'nos', 'la', 'le', 'notre'],
      [
        'keynotes',
        'talks',
        'sessions',
        'panels',
        'conference',
        'conférence',
        'conférences',
        'colloque',
        'event',
        'événement',
        'plénière',
        'ceremony',
        'cérémonie',
        'match',
        'matches',
        'matchs',
      ],
    ],
    skills: ['Diffusion en direct'],
  },
  {
    parts: [
      [
        'livestream',
        'livestreams',
        'livestreaming',
        'live-stream',
        'live-streamed',
        'live-streaming',
        'streamed live',
        'live stream',
        'en livestream',
      ],
    ],
    skills: ['Diffusion en direct'],
  },
  {
    // A short film as the thing delivered, whoever shoots it: « une petite vidéo de 2-3 minutes », « des formats
    // courts pour les réseaux », "a 2-minute promo film", "short vids filmed in store", "an aftermovie".
    parts: [
      [
        'petite vidéo',
        'petites vidéos',
        'petits films',
        'courte vidéo',
        'courtes vidéos',
        'vidéo courte',
        'vidéos courtes',
        'formats courts',
        'format court',
        'capsules vidéo',
        'vidéo promotionnelle',
        'vidéo promo',
        'film promotionnel',
        'film promo',
        'vidéo de présentation',
        'film de présentation',
        'vidéos de visite',
        'vidéo de visite',
        'film de marque',
        'court documentaire',
        'aftermovie',
        'after-movie',
        'short video',
        'short videos',
        'short vids',
        'short clips',
        'short-form video',
        'short-form videos',
        'promo film',
        'promo video',
        'promotional video',
        'promotional film',
        'brand film',
        'video tours',
        'video tour',
        'walkthrough videos',
        'short documentary',
        'sizzle reel',
      ],
    ],
    skills: ['Montage vidéo'],
  },
  {
    // Someone runs the client's accounts: « qu'il gère notre insta et notre tiktok », « faire vivre notre page
    // Instagram », « être plus présents sur Facebook », "look after the Facebook and Instagram".
    parts: [
      [
        'gérer',
        'gère',
        'gèrent',
        'gestion de',
        'gestion du',
        'gestion des',
        'faire vivre',
        'fasse vivre',
        'animer',
        'anime',
        'animation de',
        'animation du',
        'animation des',
        'alimenter',
        'alimente',
        's’occuper de',
        's’occupe de',
        'être présents sur',
        'être présent sur',
        'être présente sur',
        'être plus présents sur',
        'être plus présent sur',
        'être actifs sur',
        'présence sur',
        'look after',
        'looks after',
      ],
      CLIENTS_OWN,
      [
        'insta',
        'Instagram',
        'Facebook',
        'fb',
        'TikTok',
        'LinkedIn',
        'page Facebook',
        'page Instagram',
        'page LinkedIn',
        'compte Instagram',
        'comptes Instagram',
        'compte TikTok',
        'comptes sociaux',
        'social accounts',
        'social media accounts',
        'social channels',
        'socials',
        'IG',
        'Pinterest',
        'chaîne YouTube',
        'YouTube channel',
      ],
    ],
    skills: ['Réseaux sociaux'],
  },
  {
    // Verbs that run many things ("run Facebook ads", "handle Facebook login"): only with the client's own page
    // or account, "handle our FB page", "manage our Instagram account", "post on our socials".
    parts: [
      [
        'manage',
        'manages',
        'managing',
        'run',
        'runs',
        'running',
        'handle',
        'handles',
        'handling',
        'post on',
        'posting on',
        'grow',
        'growing',
      ],
      ['our', 'my', 'the', 'their'],
      [
        'FB page',
        'Facebook page',
        'Instagram page',
        'Instagram account',
        'Instagram accounts',
        'TikTok account',
        'LinkedIn page',
        'company page',
        'social accounts',
        'social media accounts',
        'social channels',
        'social media channels',
        'socials',
        'YouTube channel',
      ],
    ],
    skills: ['Réseaux sociaux'],
  },

  {
    // Footage cut into short pieces: "edited into short clips", « montées en capsules ».
    parts: [
      [
        'edited into',
        'edit into',
        'cut into',
        'cut down into',
        'montées en',
        'montés en',
        'monter en',
        'découpées en',
        'découpés en',
        'transformées en',
      ],
      ['', 'short', 'a few', 'quelques', 'de courtes', 'courtes', 'courts', 'petites', 'petits'],
      ['clips', 'capsules', 'vidéos', 'videos', 'reels', 'extraits', 'teasers'],
    ],
    skills: ['Montage vidéo'],
  },
  {
    parts: [
      ['photos', 'photo', 'pictures', 'shots', 'photographies'],
      [
        'de la journée',
        'of the day',
        'du colloque',
        'de la soirée',
        'du salon',
        'of the event',
        'of the conference',
        'de l’événement',
        'du congrès',
        'du séminaire',
        'of the evening',
        'of the night',
        'du gala',
        'of the gala',
      ],
    ],
    skills: ['Photographie d’événement'],
  },
  {
    // Measuring things where they are: sensors put in place, connected machines (not sensor data already held).
    parts: [
      [
        'poser',
        'installer',
        'install',
        'installing',
        'fit',
        'fitting',
        'deploy',
        'déployer',
        'ajouter',
        'add',
      ],
      ['', 'des', 'de', 'les', 'new', 'des nouveaux', 'some'],
      ['capteurs', 'sensors'],
    ],
    skills: ['Internet des objets (IoT)'],
  },
  {
    parts: [
      [
        'capteurs connectés',
        'connected sensors',
        'objets connectés',
        'connected devices',
        'machines connectées',
        'connected machines',
        'presses connectées',
        'télémétrie',
        'telemetry',
        'remonter les mesures',
        'remontée des mesures',
      ],
    ],
    skills: ['Internet des objets (IoT)'],
  },
  {
    parts: [
      [
        'maintenance prédictive',
        'predictive maintenance',
        'prévoir les pannes',
        'prévoit les pannes',
        'prédire les pannes',
        'prédit les pannes',
        'anticiper les pannes',
        'predict failures',
        'predicts failures',
        'predict breakdowns',
        'predicts breakdowns',
        'failure prediction',
      ],
    ],
    skills: ['Machine learning', 'Prévision (séries temporelles)'],
  },
  {
    parts: [
      [
        'prévoir',
        'prévision',
        'prévisions',
        'prévision de',
        'prévisions de',
        'anticiper',
        'forecast',
        'forecasting',
        'predict',
        'prédire',
      ],
      [
        'les ventes',
        'des ventes',
        'nos ventes',
        'la demande',
        'de la demande',
        'sales',
        'our sales',
        'demand',
        'the demand',
        'footfall',
        'la fréquentation',
        'stock needs',
        'les besoins en stock',
      ],
    ],
    skills: ['Prévision (séries temporelles)'],
  },
  {
    // Visitors who do not buy: "our landing pages convert terribly".
    parts: [
      [
        'taux de conversion',
        'conversion rate',
        'conversion rates',
        'convert better',
        'convert terribly',
        'convert poorly',
        'converts poorly',
        'convert badly',
        'don’t convert',
        'doesn’t convert',
        'ne convertit pas',
        'ne convertissent pas',
        'convertit mal',
        'convertissent mal',
        'améliorer la conversion',
        'improve conversion',
        'improve conversions',
        'improve our conversion',
      ],
    ],
    skills: ['Optimisation du taux de conversion (CRO)'],
  },
  {
    parts: [
      [
        'vulnerability assessment',
        'vulnerability assessments',
        'vulnerability scanning',
        'vulnerability scans',
        'scanning and patching',
        'scan and patch',
        'patch management',
        'patching',
        'gestion des correctifs',
        'scans de vulnérabilités',
        'scan de vulnérabilités',
        'évaluation des vulnérabilités',
        'corriger les failles',
        'fix the vulnerabilities',
      ],
    ],
    skills: ['Gestion des vulnérabilités'],
  },
  {
    // Where things are, on a map: "a live map of every truck", « une carte interactive des points de vente ».
    parts: [
      [
        'live map',
        'interactive map',
        'real-time map',
        'map dashboard',
        'tracking map',
        'carte interactive',
        'carte en temps réel',
        'carte de suivi',
        'carte dynamique',
      ],
    ],
    skills: ['Cartographie web'],
  },
  {
    // A system the work connects to through what it exposes: "vendor gives API", « le fournisseur a une API ».
    parts: [
      ['vendor', 'provider', 'supplier', 'partner', 'fournisseur', 'prestataire', 'éditeur'],
      ['gives', 'provides', 'has', 'offers', 'exposes', 'fournit', 'propose', 'expose', 'a'],
      ['', 'an', 'a', 'une', 'son', 'their', 'its'],
      ['API', 'APIs', 'API REST', 'REST API', 'webhook', 'webhooks'],
    ],
    skills: ['Intégration d’API'],
  },
  {
    parts: [
      [
        'via',
        'through',
        'using',
        'connect to',
        'connecter à',
        'se brancher sur',
        'brancher sur',
        'branché sur',
        'relier à',
      ],
      ['their', 'its', 'leur', 'son', 'l’', 'the vendor’s', 'the supplier’s'],
      ['API', 'APIs'],
    ],
    skills: ['Intégration d’API'],
  },
  {
    // The work exchanges data with a system already running: "it needs to talk to our stock system", « se
    // synchroniser avec notre logiciel bancaire », "integrate M-Pesa", "pull the data from the tracker's API".
    parts: [
      [
        'talk to',
        'talks to',
        'talking to',
        'sync with',
        'syncs with',
        'synced with',
        'sync to',
        'integrate',
        'integrate with',
        'integrates with',
        'integrated with',
        'integration with',
        'integrations with',
        'connect to',
        'connects to',
        'connected to',
        'connect with',
        'hook into',
        'hooked into',
        'hooked up to',
        'plug into',
        'plugged into',
        'pull the data from',
        'pull data from',
        'pulls data from',
        'pull from',
        'feed into',
        'feeds into',
        'se synchroniser avec',
        'synchronisé avec',
        'synchronisée avec',
        'synchroniser avec',
        'se brancher sur',
        'se branchera sur',
        'se branche sur',
        'branché sur',
        'branchée sur',
        'branché à',
        'branchée à',
        'brancher sur',
        'connecté à',
        'connectée à',
        'connecter à',
        'connecté au',
        'connectée au',
        'relié à',
        'reliée à',
        'relié au',
        'reliée au',
        'relier à',
        'relier au',
        'communiquer avec',
        'dialoguer avec',
        'interfacé avec',
        'interfacée avec',
        'intégrer',
        'intégration avec',
        'intégration de',
        'récupérer les données de',
        'remonter dans',
        'remontent dans',
        'remonte dans',
      ],
      CLIENTS_OWN,
      [
        'stock system',
        'inventory system',
        'booking system',
        'reservation system',
        'student information system',
        'information system',
        'management system',
        'practice management system',
        'till',
        'tills',
        'POS',
        'point of sale',
        'ERP',
        'CRM',
        'API',
        'APIs',
        'API existantes',
        'API existante',
        'existing API',
        'existing APIs',
        'payment gateway',
        'payment provider',
        'M-Pesa',
        'mobile money',
        'Orange Money',
        'Wave',
        'Daraja',
        'Paystack',
        'Flutterwave',
        'tracker',
        'trackers',
        'GPS',
        'logiciel de caisse',
        'caisse',
        'caisses',
        'logiciel bancaire',
        'logiciel de gestion',
        'logiciel métier',
        'outil de gestion',
        'système de réservation',
        'système d’information',
        'SIRH',
        'progiciel',
        'plateforme de paiement',
        'solution de paiement',
        'moteur de réservation',
        'channel manager',
        'PMS',
      ],
    ],
    skills: ['Intégration d’API'],
  },
  {
    // A system that opens itself to the work: « on a une API », "the vendor can give API access".
    parts: [
      [
        'on a une API',
        'nous avons une API',
        'ils ont une API',
        'il a une API',
        'il y a une API',
        'qui a une API',
        'dispose d’une API',
        'disposent d’une API',
        'accès API',
        'accès à l’API',
        'accès à leur API',
        'accès à son API',
        'we have an API',
        'they have an API',
        'it has an API',
        'which has an API',
        'has an open API',
        'API access',
        'access to their API',
        'access to the API',
        'access to its API',
      ],
    ],
    skills: ['Intégration d’API'],
  },
  {
    // A supplier's system open to the work, said of the supplier: "GPS devices fitted (vendor gives API)",
    // « API du fournisseur disponible ».
    parts: [
      [
        'vendor gives API',
        'vendor gives an API',
        'vendor provides an API',
        'vendor provides API',
        'supplier provides an API',
        'vendor API',
        'vendor’s API',
        'supplier’s API',
        'supplier API',
        'API du fournisseur',
        'API fournisseur',
        'API du constructeur',
        'API de l’éditeur',
      ],
    ],
    skills: ['Intégration d’API'],
  },
  {
    // Money paid through a mobile-money operator, which the work must call: « payer par mobile money (Orange
    // Money, Wave) », "online entries with M-Pesa payments", « avec paiement mobile ». Wave, a word as well, only
    // after its connector.
    parts: [
      ['pay', 'payer', 'paient', 'paiement', 'paiements', 'payment', 'payments', 'payer directement'],
      ['par', 'via', 'avec', 'en', 'by', 'with', 'through'],
      [...MOBILE_MONEY, 'MoMo', 'Wave'],
    ],
    skills: ['Intégration d’API'],
  },
  {
    // Said after what is paid: « payer la cantine par mobile money », "fees paid via M-Pesa".
    parts: [['par', 'via', 'by', 'through'], MOBILE_MONEY_OPERATORS],
    skills: ['Intégration d’API'],
  },
  {
    parts: [
      MOBILE_MONEY,
      ['payment', 'payments', 'paiement', 'paiements', 'collections', 'payouts', 'checkout'],
    ],
    skills: ['Intégration d’API'],
  },
  {
    parts: [['paiement', 'paiements', 'payment', 'payments'], MOBILE_MONEY],
    skills: ['Intégration d’API'],
  },
  {
    // In French, paid from a phone is paid by mobile money (a card in a shop is « sans contact »).
    parts: [['avec paiement mobile', 'le paiement mobile', 'un paiement mobile', 'et paiement mobile']],
    skills: ['Intégration d’API'],
  },
  {
    // What the client's customers do ends up in the client's own system: "requests landing in our clinical
    // system", « que la demande arrive directement dans notre logiciel commercial ».
    parts: [
      [
        'landing in',
        'land in',
        'lands in',
        'land directly in',
        'go straight into',
        'goes straight into',
        'go directly into',
        'goes directly into',
        'arrive directement dans',
        'arrivent directement dans',
        'tombe directement dans',
        'tombent directement dans',
        'remonte automatiquement dans',
        'remontent automatiquement dans',
      ],
      ['our', 'the', 'notre', 'nos', 'le', 'la', 'leur'],
      [
        'system',
        'clinical system',
        'booking system',
        'stock system',
        'practice system',
        'management system',
        'CRM',
        'ERP',
        'back-office',
        'back office',
        'logiciel',
        'logiciel commercial',
        'logiciel de gestion',
        'logiciel métier',
        'système',
        'outil de gestion',
      ],
    ],
    skills: ['Intégration d’API'],
  },
  {
    // What a site or a tool already holds, taken over into the new one: « reprise des contenus existants »,
    // "migrate their blog posts", "bring all donor records into a single CRM", "move staff shared drives".
    parts: [
      [
        'migrer',
        'migration de',
        'migration des',
        'migration du',
        'reprise de',
        'reprise des',
        'reprendre les',
        'reprendre le',
        'transférer',
        'transfert des',
        'basculer',
        'bascule des',
        'migrate',
        'migrating',
        'migration of',
        'transfer',
        'transferring',
        'port',
        'carry over',
      ],
      [
        '',
        'les',
        'nos',
        'leurs',
        'tous les',
        'toutes les',
        'l’ensemble des',
        'all',
        'all our',
        'all the',
        'all their',
        'our',
        'their',
        'the',
        'the existing',
        'existing',
      ],
      [
        'contenus',
        'contenus existants',
        'content',
        'retained content',
        'existing content',
        'pages',
        'articles',
        'articles de blog',
        'blog posts',
        'posts',
        'records',
        'donor records',
        'customer records',
        'client records',
        'member records',
        'contacts',
        'fiches clients',
        'shared drives',
        'staff shared drives',
        'file shares',
        'network drives',
        'lecteurs partagés',
        'serveur de fichiers',
        'mailboxes',
        'boîtes mail',
        'historique',
        'history',
        'historical data',
        'données historiques',
        'matter files',
      ],
    ],
    skills: ['Migration de données'],
  },
  {
    // Moving needs what is moved to be records or files, not pages moved around a site.
    parts: [
      ['move', 'moving', 'bring', 'bringing', 'consolidate', 'consolidating'],
      ['', 'all', 'all our', 'all the', 'our', 'the', 'their', 'existing'],
      [
        'records',
        'donor records',
        'customer records',
        'client records',
        'member records',
        'shared drives',
        'staff shared drives',
        'file shares',
        'network drives',
        'files',
        'matter files',
        'mailboxes',
        'spreadsheets',
      ],
      ['into', 'to', 'onto', 'across to', 'over to'],
    ],
    skills: ['Migration de données'],
  },
  {
    // A site's words written again: « réécrire les textes des pages », "rewrite all the texts of our website",
    // "write the key pages in plain language", "rewriting of the main pages", « des textes réécrits ».
    parts: [
      ['réécrire', 'réécrive', 'réécrivent', 'rewrite', 'rewriting', 'write', 'rédiger', 'écrire'],
      [
        '',
        'les',
        'tous les',
        'toutes les',
        'nos',
        'all the',
        'all our',
        'the',
        'our',
        'aussi les',
        'of the',
        'of our',
      ],
      [
        'textes des pages',
        'textes principaux',
        'pages principales',
        'main pages',
        'website pages',
        'texts of our website',
        'texts of the website',
        'texts of our site',
        'service pages',
        'key pages',
        'website text',
        'website texts',
      ],
    ],
    skills: ['Rédaction web'],
  },
  {
    parts: [
      ['textes', 'texts', 'texts of the web', 'texts of the site', 'texts of the website'],
      ['réécrits', 'rewritten', 'à réécrire', 'to be rewritten', 'must be rewritten', 'need rewriting'],
    ],
    skills: ['Rédaction web'],
  },
  {
    parts: [
      ['plain-language rewrite', 'plain language rewrite', 'réécriture des textes', 'réécriture des pages'],
    ],
    skills: ['Rédaction web'],
  },
  {
    // Amazon as a shop the client sells in (its ads are their own skill): "our top 200 products listed on
    // Amazon.ca", "get on amazon", "open our store in Amazon France", "the Amazon listings", « vendre sur Amazon ».
    parts: [
      [
        'listed on',
        'list on',
        'sell on',
        'selling on',
        'sell by',
        'sell through',
        'sell via',
        'get on',
        'getting on',
        'launch on',
        'launching on',
        'store in',
        'store on',
        'shop on',
        'begin with',
        'own',
        'vendre sur',
        'vendre via',
        'vente sur',
        'ventes sur',
        'boutique sur',
        'lancer sur',
        'arriver sur',
        'référencer sur',
        'référencés sur',
      ],
      ['', 'the'],
      ['Amazon', 'Amazon.ca', 'Amazon.fr', 'Amazon.de', 'Amazon.co.uk', 'Amazon.com'],
    ],
    skills: ['Vente sur marketplaces'],
  },
  {
    parts: [
      ['Amazon', 'Amazon US', 'Amazon UK', 'Amazon France', 'Amazon AU', 'Amazon Germany', 'Amazon Europe'],
      [
        'listings',
        'listing',
        'product listings',
        'store',
        'brand store',
        'seller account',
        'seller central',
        'A+ content',
        'catalogue',
        'catalog',
        'fiches',
        'fiches produits',
        'boutique',
      ],
    ],
    skills: ['Vente sur marketplaces'],
  },
  {
    // A shop's product texts to write: "optimise our listings (A+ content, keywords)", "the Amazon listings in good
    // English", « des fiches correctement rédigées pour nos 300 références », « les descriptions de produits sont à
    // écrire ».
    parts: [
      [
        'optimize',
        'optimise',
        'optimizing',
        'optimising',
        'create and optimise',
        'create and optimize',
        'rewrite',
        'improve',
        'help with',
        'help w',
      ],
      ['', 'the', 'our', 'all the', 'all our'],
      ['listing', 'listings', 'Amazon listings', 'product listing'],
    ],
    skills: ['Rédaction de fiches produits'],
  },
  {
    parts: [['the Amazon listings', 'our Amazon listings', 'A+ content', 'contenu A+']],
    skills: ['Rédaction de fiches produits'],
  },
  {
    parts: [
      [
        'descriptions de produits',
        'descriptions des produits',
        'descriptions of our products',
        'fiches',
        'listings',
      ],
      [
        'sont à écrire',
        'à écrire',
        'à rédiger',
        'à réécrire',
        'correctement rédigées',
        'bien rédigées',
        'need writing',
        'needs writing',
        'need rewriting',
        'to be written',
      ],
    ],
    skills: ['Rédaction de fiches produits'],
  },
  {
    // The people a product is for, met to learn how they work: « aller parler à une vingtaine de vignerons pour
    // comprendre », « aller à la rencontre d'aidants », "carry out research with residents" (interviews alone are
    // as often a podcast's or a film's).
    parts: [
      [
        'aller parler à',
        'aller parler aux',
        'aller à la rencontre d',
        'aller à la rencontre des',
        'aller à la rencontre de',
        'entretiens auprès de',
        'entretiens auprès des',
        'carry out research with',
        'conduct research with',
        'research with residents',
        'research with users',
        'research with customers',
        'go and talk to',
        'go talk to',
      ],
    ],
    skills: ['UX research'],
  },
  {
    // Software made to speak another language: « franciser notre SaaS », "localise our app".
    parts: [
      [
        'franciser',
        'francisation',
        'francisation de',
        'localiser',
        'localisation de',
        'localize',
        'localise',
        'localization of',
        'localisation of',
        'localizing',
        'localising',
      ],
      ['', 'notre', 'our', 'l’', 'the', 'le', 'la', 'son', 'its'],
      [
        'logiciel',
        'application',
        'app',
        'interface',
        'SaaS',
        'plateforme',
        'platform',
        'produit',
        'product',
        'UI',
        'software',
      ],
    ],
    skills: ['Localisation de logiciels'],
  },
  {
    // The client's side of choosing a supplier: writing what it wants, weighing the offers.
    parts: [
      [
        'analyse des offres',
        'analyser les offres',
        'évaluer les offres',
        'évaluation des offres',
        'dépouillement des offres',
        'bid evaluation',
        'evaluate the bids',
        'evaluating the bids',
        'choix du futur logiciel',
        'choisir le futur logiciel',
        'rédiger le cahier des charges',
        'rédaction du cahier des charges',
        'write the requirements',
        'write the specifications',
        'draft the tender documents',
      ],
    ],
    skills: ['Assistance à maîtrise d’ouvrage (AMOA)'],
  },
  {
    parts: [
      ['décrire', 'cartographier', 'modéliser', 'formaliser', 'map', 'mapping', 'document', 'model'],
      ['nos', 'les', 'our', 'the', 'current'],
      ['', 'current', 'actuels', 'existing'],
      ['processus', 'processes', 'process flows', 'workflows'],
    ],
    skills: ['Cartographie des processus (BPMN)'],
  },
  {
    parts: [
      [
        'grille de rémunération',
        'grille des salaires',
        'grille salariale',
        'grilles salariales',
        'politique de rémunération',
        'politique salariale',
        'salary bands',
        'pay bands',
        'pay scales',
        'salary grid',
        'compensation framework',
        'compensation structure',
        'pay structure',
      ],
    ],
    skills: ['Rémunération et avantages sociaux'],
  },
  {
    parts: [
      [
        'compétences dont on aura besoin',
        'compétences dont nous aurons besoin',
        'besoins en compétences',
        'anticiper les compétences',
        'gestion prévisionnelle',
        'plan de compétences',
        'cartographie des compétences',
        'skills we will need',
        'skills we’ll need',
        'future skills needs',
        'workforce planning',
        'skills mapping',
        'skills matrix',
      ],
    ],
    skills: ['GPEC'],
  },
  {
    parts: [
      [
        'sessions présentielles',
        'sessions en présentiel',
        'formation en présentiel',
        'formations présentielles',
        'formations en présentiel',
        'ateliers en présentiel',
        'in-person sessions',
        'in-person training',
        'in-person workshops',
        'face-to-face sessions',
        'face-to-face training',
        'classroom sessions',
        'classroom training',
      ],
    ],
    skills: ['Animation de formations'],
  },
  {
    parts: [
      [
        'modules en ligne',
        'module en ligne',
        'modules e-learning',
        'formation en ligne',
        'formations en ligne',
        'online modules',
        'online module',
        'online course',
        'online courses',
        'online training modules',
        'cours en ligne',
        'parcours en ligne',
      ],
    ],
    skills: ['E-learning'],
  },
  {
    parts: [
      [
        'sell on',
        'selling on',
        'sell more on',
        'scale on',
        'grow on',
        'vendre sur',
        'vendre nos produits sur',
        'présents sur',
        'ouvrir notre boutique sur',
        'open our store on',
        'account management on',
        'listings on',
      ],
      ['', 'both', 'les'],
      [
        'marketplaces',
        'places de marché',
        'Amazon',
        'Flipkart',
        'Cdiscount',
        'Zalando',
        'Etsy',
        'eBay',
        'Rakuten',
        'ManoMano',
        'Amazon and Flipkart',
        'Amazon et Cdiscount',
      ],
    ],
    skills: ['Vente sur marketplaces'],
  },
  {
    parts: [
      [
        'sponsored ads on',
        'sponsored products on',
        'advertising on',
        'ads on',
        'publicité sur',
        'publicités sur',
        'pub sur',
        'campagnes sur',
        'sponsoriser nos produits sur',
      ],
      ['Amazon'],
    ],
    skills: ['Amazon Ads'],
  },
  {
    // Being found without paying for it: « on veut que Google nous trouve », "show up on Google".
    parts: [
      [
        'que Google nous trouve',
        'être trouvés sur Google',
        'être trouvé sur Google',
        'remonter sur Google',
        'remonter dans Google',
        'apparaître sur Google',
        'apparaître dans Google',
        'sortir en premier sur Google',
        'en première page de Google',
        'first page of Google',
        'show up on Google',
        'show up in Google',
        'rank on Google',
        'rank higher on Google',
        'found on Google',
        'find us on Google',
        'find us when',
        'qu’on nous trouve',
        'on ne nous trouve pas',
        'on ne le trouve nulle part',
        'nulle part sur Google',
        'nobody finds us',
        'can’t find us',
        'on page 2 of Google',
        'on page 3 of Google',
        'en page 2 de Google',
        'en page 3 de Google',
      ],
    ],
    skills: ['SEO'],
  },
  {
    // What to post and when: « un vrai calendrier de posts », "a content calendar for Instagram".
    parts: [
      [
        'calendrier de posts',
        'calendrier de publication',
        'calendrier de publications',
        'calendrier éditorial',
        'planning de posts',
        'planning de publication',
        'content calendar',
        'posting calendar',
        'posting schedule',
        'social calendar',
      ],
    ],
    skills: ['Réseaux sociaux'],
  },
  {
    // Documents read by the machine: « que les PDF soient lus automatiquement », "read our invoices automatically".
    parts: [
      [
        'lire automatiquement',
        'lus automatiquement',
        'lues automatiquement',
        'lecture automatique',
        'extraire automatiquement',
        'read automatically',
        'automatically read',
        'automatically extract',
        'extract the data from',
      ],
      ['', 'les', 'nos', 'des', 'the', 'our'],
      [
        '',
        'PDF',
        'factures',
        'bons de livraison',
        'documents scannés',
        'scans',
        'invoices',
        'receipts',
        'delivery notes',
        'scanned documents',
      ],
    ],
    skills: ['Vision par ordinateur'],
  },
  {
    // A brand's look in its parts: "colours, fonts", « couleurs et typographies ».
    parts: [
      [
        'colours, fonts',
        'colors, fonts',
        'colours and fonts',
        'colors and fonts',
        'couleurs, typos',
        'couleurs, typographies',
        'couleurs et typographies',
        'couleurs et typos',
        'look and feel',
        'a proper look',
        'un vrai look',
      ],
    ],
    skills: ['Identité visuelle'],
  },
  {
    parts: [
      [
        'close each month',
        'close every month',
        'close the month',
        'close the books',
        'closing the books',
        'clôturer chaque mois',
        'clôturer les comptes',
        'clôturer l’exercice',
        'clôture de l’exercice',
      ],
    ],
    skills: ['Clôture des comptes'],
  },
  {
    parts: [
      [
        'email series',
        'e-mail series',
        'series of emails',
        'série d’e-mails',
        'série d’emails',
        'série de mails',
        'série de newsletters',
      ],
    ],
    skills: ['Emailing'],
  },
  {
    // A virtual assistant where the client's customers are: « un assistant sur l'espace adhérent ».
    parts: [
      ['assistant', 'agent virtuel', 'assistant virtuel', 'virtual assistant', 'agent'],
      [
        'sur l’espace adhérent',
        'sur l’espace client',
        'sur notre site',
        'sur le site',
        'sur l’intranet',
        'dans l’application',
        'on our website',
        'on the website',
        'on our site',
        'in the app',
        'on the intranet',
        'in the customer portal',
      ],
    ],
    skills: ['Chatbots'],
  },
  {
    parts: [
      [
        'publie régulièrement',
        'publier régulièrement',
        'post regularly',
        'posting regularly',
        'publier sur Instagram',
        'post on Instagram',
        'poster sur Instagram',
        'animer notre compte Instagram',
        'animer nos réseaux',
        'run our Instagram',
        'run our socials',
      ],
    ],
    skills: ['Réseaux sociaux'],
  },
  {
    parts: [
      [
        'réponde aux commentaires',
        'répondre aux commentaires',
        'répond aux commentaires',
        'gérer les commentaires',
        'reply to comments',
        'replies to comments',
        'respond to comments',
        'answer the comments',
        'answering comments',
      ],
    ],
    skills: ['Modération de communautés'],
  },
  {
    // The verb, not the adjective of "a moderate budget": "moderate our Discord", "moderate both at weekends".
    parts: [
      ['moderate', 'moderates'],
      ['our', 'the', 'their', 'comments', 'posts', 'the comments', 'the group', 'the forum'],
    ],
    skills: ['Modération de communautés'],
  },

  {
    parts: [
      [
        'assurer la maintenance',
        'la maintenance du site',
        'maintenance mensuelle',
        'ongoing maintenance',
        'maintain the site',
        'maintain our site',
        'keep it updated',
        'keep the site updated',
        'mises à jour et correctifs',
        'updates and fixes',
        'petits correctifs',
      ],
    ],
    skills: ['Maintenance applicative (TMA)'],
  },
  {
    parts: [
      [
        'le rendre plus rapide',
        'rendre le site plus rapide',
        'site plus rapide',
        'make it faster',
        'make the site faster',
        'speed up the site',
        'speed up our site',
        'temps de chargement',
        'loading times',
        'load time',
        'loads slowly',
        'page speed',
        'hyper lent',
        'très lent',
        'really slow',
        'super slow',
      ],
    ],
    skills: ['Performance web'],
  },
  {
    // Prices gathered from other sites: « récupérer automatiquement les prix de nos concurrents ».
    parts: [
      [
        'récupérer automatiquement',
        'collecter automatiquement',
        'relever automatiquement',
        'automatically collect',
        'automatically pull',
        'pull automatically',
        'track',
      ],
      ['', 'les', 'the', 'our competitors’'],
      ['prix', 'tarifs', 'prices'],
      [
        '',
        'de nos concurrents',
        'des concurrents',
        'of our competitors',
        'from competitors',
        'from our competitors',
      ],
    ],
    skills: ['Web scraping'],
  },
  {
    parts: [['multi-camera filming', 'multi-camera', 'multicam', 'tourné le soir même', 'filmed on the day']],
    skills: ['Captation vidéo d’événements'],
  },
  {
    parts: [
      [
        'reprendre l’historique',
        'reprise de l’historique',
        'reprise d’historique',
        'import the history',
        'migrate the history',
        'historical data migration',
        'import historical data',
        'migrer les données',
        'migrer nos données',
        'migrate our data',
        'transfert des données',
      ],
    ],
    skills: ['Migration de données'],
  },
  {
    // Photos of what the client sells: "des belles photos des bouteilles", "nice photos of the pieces".
    parts: [
      ['photos', 'photo', 'pictures', 'pics', 'shots', 'photographies'],
      ['des', 'de nos', 'de la', 'of the', 'of our', 'of my', 'of her', 'of his', 'of their'],
      [
        'produits',
        'bouteilles',
        'bottles',
        'pièces',
        'pieces',
        'créations',
        'creations',
        'bijoux',
        'jewellery',
        'jewelry',
        'vêtements',
        'clothes',
        'collections',
        'plats',
        'dishes',
        'products',
        'range',
        'gamme',
        'articles',
        'items',
        'meubles',
        'furniture',
        'céramiques',
        'ceramics',
        'pots',
      ],
    ],
    skills: ['Photographie produit'],
  },
  {
    // Translating a technical document: "a translator for a 40-page technical manual".
    parts: [
      [
        'translator for',
        'translation of',
        'translate',
        'traduction de',
        'traduire',
        'traducteur pour',
        'traductrice pour',
      ],
      ['', 'a', 'the', 'our', 'un', 'une', 'le', 'la', 'notre', 'nos', 'les', 'des', 'ses'],
      [
        'technical manual',
        'technical manuals',
        'manuel technique',
        'manuels techniques',
        'technical documentation',
        'documentation technique',
        'notice technique',
        'notices techniques',
        'fiches techniques',
        'datasheets',
        'user manual',
        'manuel utilisateur',
        'mode d’emploi',
        'modes d’emploi',
      ],
    ],
    skills: ['Traduction technique'],
  },
  {
    // Trying versions against each other: "tester 2-3 versions de la landing".
    parts: [
      ['tester', 'teste', 'test', 'testing', 'tests de', 'comparer', 'compare'],
      ['', 'plusieurs', 'différentes', 'deux', 'trois', 'several', 'different', 'two', 'three', 'des'],
      ['versions', 'variantes', 'variants', 'variations'],
    ],
    skills: ['A/B testing'],
  },
  ...(['AWS', 'Microsoft Azure', 'Google Cloud'] as const).map((cloud) => ({
    // Moving to a cloud: "move everything to AWS", "migrer notre infra vers Azure".
    parts: [
      ['move', 'moving', 'migrate', 'migrating', 'migrer', 'migration', 'basculer', 'bascule', 'passer'],
      [
        'everything to',
        'everything over to',
        'to',
        'our infrastructure to',
        'our servers to',
        'our stack to',
        'vers',
        'sur',
        'tout vers',
        'tout sur',
        'notre infra vers',
        'notre infrastructure vers',
        'nos serveurs vers',
      ],
      CLOUD_NAMES[cloud],
    ],
    skills: ['Migration vers le cloud', cloud],
  })),
];

/** Every phrase of a concept. */
export function conceptPhrases(concept: Concept): string[] {
  return concept.parts.reduce<string[]>(
    (phrases, part) =>
      phrases.flatMap((phrase) => part.map((word) => [phrase, word].filter(Boolean).join(' '))),
    [''],
  );
}

/** A general skill read in a brief about a narrower subject. */
/**
 * An accessibility audit asked for: an audit, an assessment or a review of accessibility. An audit already made
 * ("selon l'audit de mars 2026", "the 2024 audit found") is where the work starts, not work asked; a client that
 * "is audited on this" is held to the standard, and asks for it to be met.
 */
const ACCESSIBILITY_AUDIT_SAID =
  /(?:\baccessibility (?:assessment|review|check|testing|evaluation)s?\b|\b(?:assess|review|check|test|evaluat)\w* (?:\S+ ){0,3}?(?:for|against) (?:accessibility|wcag)\b|\b(?<!(?:selon|d'apres|according to|from|suite a|after|apres|depuis|since|per|in) (?:l'|the |an |un |notre |our |le |last |previous |dernier )?(?:dernier |last |previous |precedent |\d{4} )?)(?:audit|audits|auditer|(?<!\b(?:are|is|be|been|being|get|gets|got) )audited|evaluation de conformite|conformance review)\b(?! (?:de|of|from|in|du|en|made|done|carried out|realise\w*|mene\w*) (?:\S+ )?(?:19|20)\d\d)(?! (?:found|showed|montre|a montre|revealed|revele)))/;

/** Pieces of writing: the things an SEO copywriter writes. */
const WRITTEN_PIECES = String.raw`(?:articles?|billets?|blog ?posts?|posts? de blogu?e?|contenus?|content|textes?|texts?|copy|pieces)`;
/**
 * Writing whose purpose is to be found on search engines: ranking said within the same sentence as the pieces
 * (`[^.;!?\n]` keeps it there), or "SEO" right beside them. "Our posts don't rank" says no purpose, "articles that
 * rank our ten favourite trails" order them, « 300 références » is a shop's range, wines « référencés chez les
 * cavistes » are stocked there, and « se positionner sur le haut de gamme » is a brand's positioning.
 */
const WRITING_TO_RANK = new RegExp(
  String.raw`\b${WRITTEN_PIECES}\b[^.;!?\n]{0,80}?(?:\b(?:that|which|qui|to|pour) (?:\S+ ){0,2}?(?:rank|ranks|ranking)\b(?! (?:our|the|their|your|my|its|top|best|these|those|them|\d))|\b(?:bien|mieux) referencee?s?\b(?! (?:chez|aupres|dans les (?:magasins|enseignes|rayons)|en (?:grande distribution|gms|magasins?|pharmacies?)))|\boptimisee?s? (?:pour (?:le )?(?:referencement|seo|google)|seo)\b|\b(?:remonter|ressortir|apparaitre|etre trouvee?s?|bien trouvee?s?) (?:\S+ ){0,3}?(?:sur|dans|on|in) google\b|\bseo[- ]friendly\b|\bsearch[- ]optimi[sz]ed\b)` +
    String.raw`|\bseo(?:[- ]optimi[sz]ed| friendly)? ${WRITTEN_PIECES}\b|\b${WRITTEN_PIECES} (?:de blogu?e? )?(?:optimisee?s? )?seo\b` +
    // A bare « article optimisé » in a brief about search rankings, unless optimised for something else.
    String.raw`|^(?=[\s\S]*\b(?:seo|referencement naturel|moteurs? de recherche|positionnement (?:sur|dans) google)\b)[\s\S]*?\b${WRITTEN_PIECES}\b(?: de blogu?e?)? optimisee?s?\b(?! pour (?!(?:le )?(?:referencement|seo|google)))`,
);

/** What shows pictures: an editing job in a brief that names one is a video's. */
const PICTURE_WORDS = String.raw`videos?|film\w*|filmer|clips?|youtube|reels?|tiktok|vlogs?|footage|camera|cameras|tournage|premiere|final cut|davinci|rushs?|rushes|aftermovie|teaser|bande-annonce|motion|captation|webinaires?|webinars?`;
/** Said right after a task: the client's own people do it. */
const DONE_BY_CLIENT_AFTER = String.raw`(?![^.;!?\n]{0,40}\b(?:ourselves|myself|in-house|nous-memes|moi-meme|en interne|par nos soins|by (?:us|our|me)|par (?:nous|nos|notre|moi))\b)`;

/**
 * What a security brief asks for, whose cloud is then the thing secured: a penetration test, SOC 2 or ISO 27001
 * readiness, a security review or audit, or the cloud's own set-up reviewed ("a review of how our AWS account is
 * set up", « revoir la configuration de notre Azure »).
 */
const CLOUD_SECURED =
  /\b(?:pen ?tests?|pentesting|penetration test\w*|tests? d.intrusion|soc ?2|(?<!(?:evidence of|proof of|we are|we re|nous sommes|on est) )iso ?27001|security (?:reviews?|audits?|assessments?)|audits? (?:de |of )?(?:la )?(?:securite|security|cybersecurite)|revue de (?:la )?securite|reviews? (?:of )?(?:how )?(?:our|the) (?:aws|azure|gcp|google cloud|cloud)|(?:aws|azure|gcp|cloud) (?:config\w*|setup|set-up|account|environment|tenant) (?:review|audit)|(?:revoir|auditer|verifier) la configuration de (?:notre|votre|la) (?:\S+ )?(?:aws|azure|gcp|cloud))\b/;

export const SPECIALISATIONS: readonly { skill: string; into: string; subject: RegExp }[] = [
  // LinkedIn posts written in a person's own voice are ghostwriting: "2–3 posts a week in her voice", « 2 ou 3
  // posts par semaine avec ma voix », « dans mon style » (a brand's voice is its social media's).
  {
    skill: 'Réseaux sociaux',
    into: 'Ghostwriting LinkedIn',
    subject:
      /^(?=[\s\S]*\blinkedin\b)[\s\S]*?\b(?:in (?:her|his|my) (?:own )?voice|avec (?:ma|sa) (?:propre )?voix|dans (?:mon|son) (?:propre )?style|ghostwrit\w*|prete-plume)\b/,
  },
  // The rooms photographed are a hotel's or a home's; an event's venue ("the Assembly Rooms", "a function room")
  // is where the photographer works.
  {
    skill: 'Photographie',
    into: 'Photographie d’architecture et d’intérieur',
    subject:
      // A venue, a room or a place in a brief about an event is where the event photographer works; not in a
      // venue's own brief (a wedding venue, an event space, a venue rented out for events).
      new RegExp(
        String.raw`\b(?:interieurs?|interiors?|chambres|hotel rooms|the view|terrace|terrasse|pubs|gites?|architecture|architectural|chantiers|showroom|biens immobiliers|real estate|property listings|completed projects|realisations|residential)\b` +
          String.raw`|^(?:(?=[\s\S]*\b(?:our venue|notre (?:salle|lieu)|we rent out|event spaces?|wedding venue|coworking|office building|conference cent(?:re|er)|meeting rooms|salles? de (?:reunion|reception)|lieu de reception)\b)` +
          String.raw`|(?![\s\S]*(?<!\b(?:for|host|hosts|hosting|d'|pour))\b(?:soiree|seminaire|congres|gala|kick ?off|evenements?|events?|conference|trade show|summit|mariage|wedding|ceremon(?:y|ie)|festivals?|race[- ]days?|match days?)\b(?! spaces?| venues?| centres?| centers?| halls?)))` +
          String.raw`[\s\S]*?\b(?<!(?:assembly|pump) )(?:rooms|places|venues?)\b`,
      ),
  },
  {
    skill: 'Photographie',
    into: 'Photographie corporate',
    subject:
      /\b(?:portraits?|headshots?|trombinoscope|photos? (?:d'equipe|de l'equipe|de nos collaborateurs|de nos salaries)|team photos?|staff photos?)\b/,
  },
  {
    skill: 'Photographie',
    into: 'Photographie d’événement',
    subject:
      /\b(?:soiree|seminaire|congres|gala|salon|kick ?off|evenements?|evenementiel|events?|evening|party|conference|trade show|mariage|wedding|anniversaire|inauguration|ceremon(?:y|ie)|launch event|summit|matches|match days?|game days?|presentation night|awards night|tournaments?|tournois?|festivals?|race[- ]days?|marathons?|finish line|ligne d'arrivee|courses? a pied)\b/,
  },
  {
    skill: 'Photographie',
    into: 'Photographie produit',
    subject:
      /\b(?:produits|products|nos plats|our dishes|de plats|des plats|of dishes|the dishes|of our food|nos pains|patisseries|pastries|cakes|gateaux|gamme|our range|the range|bouteilles|bottles|articles|items|pieces|catalogue|fiches produits|product pages|e ?shop|boutique en ligne|online shop|web ?shop|packshots?|fromages|cheeses|bijoux|jewellery|jewelry|mugs|bougies|candles|boxes|hampers|colis|meat|viande|wines|vins|ceramics|ceramiques|pottery|poteries|soaps|savons|toys|jouets|cosmetics|cosmetiques)\b/,
  },
  {
    skill: 'Accessibilité numérique (RGAA)',
    into: 'Audit d’accessibilité',
    // A brief that names the French standard (RGAA) asks for conformity to it as well as for the audit (a
    // companion below).
    subject: new RegExp(String.raw`^(?![\s\S]*\brgaa\b)[\s\S]*?${ACCESSIBILITY_AUDIT_SAID.source}`),
  },
  // The cloud a security brief names (a penetration test, an audit, SOC 2 or ISO 27001 readiness) is what gets
  // secured: "a pentest on the app and our AWS setup", « revoir la configuration de notre Azure ».
  ...(['AWS', 'Microsoft Azure', 'Google Cloud'] as const).map((skill) => ({
    skill,
    into: 'Sécurité cloud',
    subject: CLOUD_SECURED,
  })),
  // Disputes over orders (returns, refunds) are complaints handled for customers, not litigation.
  {
    skill: 'Contentieux',
    into: 'Gestion des réclamations',
    subject:
      /\b(?:retours|returns|remboursements?|refunds?|sav|service client|customer (?:service|care|support)|gestes? commerciaux|commandes|orders|colis|parcels|livraisons|deliveries|repondre aux clients|answer(?:ing)? customers)\b/,
  },
  // The data scientist, the ML engineer or the "AI model" of an assistant that answers in words (an AI assistant, a
  // chatbot, not the client's assistants) wires in a language model; one that predicts, recommends or scores trains
  // its own.
  {
    skill: 'Machine learning',
    into: 'Intégration de LLM',
    subject:
      /^(?![\s\S]*\b(?:predict\w*|predi\w*|previ\w*|forecast\w*|recommend\w*|recommand\w*|reco|churn|scoring|score|anomal\w*|vision|images?|photos?|capteurs?|sensors?)\b)[\s\S]*?\b(?:(?:ai|ia|virtual|virtuel|chat|intelligent|smart|knowledge|search) assistants?|assistants? (?:ia|ai|virtuel|virtual|conversationnel|intelligent)|assistants? (?:that|which|qui) (?:answers?|replies|repond\w*)|chatbots?|conversationnel\w*|conversational|rag|retrieval|q ?& ?a|llms?|gpt\w*|chatgpt|openai|mistral|claude|genai|generati(?:ve|f))\b/,
  },
  {
    skill: 'Organisation d’événements',
    into: 'Organisation de salons professionnels',
    subject: /\b(?:salons?|trade shows?|trade fairs?)\b/,
  },
  // Articles written to be found on Google are SEO copywriting: "blog posts that actually rank", « des articles
  // de blog bien référencés », « pensés pour bien remonter sur Google », "SEO blog posts".
  { skill: 'Rédaction web', into: 'Rédaction SEO', subject: WRITING_TO_RANK },
  // Editing in a podcast's or an audio guide's brief that says nothing of pictures is the sound's.
  {
    skill: 'Montage vidéo',
    into: 'Montage et mixage audio',
    subject: new RegExp(
      String.raw`^(?![\s\S]*\b(?:${PICTURE_WORDS}|images|livestream\w*|streams?|streaming)\b)[\s\S]*?\b(?:podcasts?|audio guides?|audioguides?|balados?)\b`,
    ),
  },
];

/**
 * A skill a need brings with it when the brief says what the need works on: an assistant that answers from the
 * client's own documents is retrieval-augmented generation.
 */
export const COMPANIONS: readonly { with: readonly string[]; add: string; subject: RegExp }[] = [
  // « Audit de conformité RGAA » asks for the standard and for the audit, said of accessibility in one sentence.
  {
    with: ['Accessibilité numérique (RGAA)'],
    add: 'Audit d’accessibilité',
    subject:
      /\b(?:audit\w*|assessment|review|evaluation)\b[^.;!?\n]{0,40}\b(?:rgaa|accessib\w*|wcag)\b|\b(?:rgaa|accessib\w*|wcag)\b[^.;!?\n]{0,25}\baudit\w*\b/,
  },
  // A data protection officer works under the GDPR, unless the brief is under another law (Québec's Law 25).
  {
    with: ['Délégué à la protection des données (DPO)'],
    add: 'RGPD',
    subject:
      /^(?![\s\S]*\b(?:loi 25|law 25|quebec|pipeda|ccpa|hipaa|popia|ndpr|dpdp)\b)[\s\S]*?\b(?:dpo|data protection officer|delegue\w* a la protection des donnees)\b/,
  },
  {
    with: ['Intégration de LLM', 'Chatbots'],
    add: 'RAG (génération augmentée par récupération)',
    subject:
      /\b(?:nos|les|des|our|the|its|their|leurs?|ses|notre|en) (?:propres )?(?:documents|documentation|pdfs?|pdf|base documentaire|base de connaissances|knowledge base|recommandations|procedures|manuels|manuals|faq|fiches|policies|contrats|contracts|guidelines|notes internes|internal docs|docs)\b/,
  },
  // An assistant that answers from the client's documents, or an agent that drafts and acts, runs on a language
  // model the team wires in.
  {
    with: ['RAG (génération augmentée par récupération)', 'Agents IA'],
    add: 'Intégration de LLM',
    subject:
      /\b(?:assistants?|agents?|chatbots?|bots?|repond\w*|reponses?|answers?|answering|drafts?|drafting|redig\w*|ia|(?<!')ai|llm|llms|gpt\w*|chatgpt|openai|mistral|claude|conversationnel\w*|conversational)\b/,
  },
  {
    with: ['Chatbots'],
    add: 'Intégration de LLM',
    subject:
      /\b(?:ia|(?<!')ai|llm|llms|gpt\w*|chatgpt|openai|mistral|claude|intelligence artificielle|artificial intelligence|generati(?:ve|ves|f|fs)|genai)\b/,
  },
  // A shop on the client's WordPress site, with no other shop platform named, is WooCommerce.
  {
    with: ['WordPress'],
    add: 'WooCommerce',
    subject:
      /^(?![\s\S]*\b(?:shopify|prestashop|magento|adobe commerce|wix|squarespace|bigcommerce|etsy|ecwid|sylius|shopware|webflow|amazon|ebay|marketplaces?)\b)[\s\S]*?\b(?<!(?:pas besoin de|pas besoin d'une|pas de|no|sans|without|ni|not an?|don't need an?|do not need an?|don't|do not|never|ne) )(?:boutique en ligne|e-?boutique|e-?shop|webshop|web shop|online (?:shop|store)|vente en ligne|vendre en ligne|sell (?:\S+ )?online|click (?:&|and|et) collect|panier|checkout)\b(?! (?:n'est pas|is not|isn't|not needed|pas necessaire))/,
  },
  // A platform the work makes exchange data with another system: "orders need to land in Square", « les pousser
  // dans Pennylane », "synced with our booking system", "by calling the Shopify API".
  {
    with: [
      'Shopify',
      'WooCommerce',
      'PrestaShop',
      'Webflow',
      'Squarespace',
      'Wix',
      'WordPress',
      'HubSpot',
      'Salesforce',
      'Pipedrive',
      'Zoho CRM',
      'Pennylane',
      'Sage',
      'Odoo',
      'Airtable',
      'Notion',
      'Chatbots',
      'n8n',
      'Zapier',
    ],
    add: 'Intégration d’API',
    subject:
      /\b(?:(?:their|its|the|leur|son|sa|ses|via l|through the|calling the|appeler l|by calling)\s+(?:[a-z]+\s+)?apis?|webhooks?|land in|lands in|landing in|pushed (?:in)?to|push(?:es)? (?:them |it )?(?:in)?to|pousse\w* dans|pousser (?:les |la |le )?\w* ?dans|remonte\w* (?:automatiquement )?dans|synchronis\w* avec|synchro avec|sync(?:ed|s|ing)? (?:with|to)|connect(?:ed|s|ing)? (?:it |them )?to (?:our|the|their|my)|connecte\w* (?:a|au) (?:notre|nos|leur|mon|ma)|brancher sur|branche\w* sur|relier a|relie\w* a|integr\w* (?:avec|with) (?:notre|nos|our|the|leur)|sur whatsapp|on whatsapp|via whatsapp)\b/,
  },
  // Dashboards whose data must first be put in order or defined: « remettre de l'ordre dans les données »,
  // « organiser les données pour que ça tienne », "one agreed definition of net sales first".
  {
    with: ['Power BI', 'Tableau', 'Looker', 'Looker Studio', 'Metabase', 'Data visualisation', 'Qlik'],
    add: 'Modélisation de données',
    subject:
      /\b(?:(?:remettre|mettre) (?:de )?l'ordre dans (?:les |nos |nos fichiers |les fichiers )?(?:donnees|fichiers)|organiser (?:les |nos )?donnees|(?:un|a) modele (?:propre|commun|unique|clean)|quelles tables|qui est la reference|(?:one|a single|an agreed|une) (?:agreed )?definitions? (?:of|de|commune)|agreed definitions?|single source of truth|source unique de (?:la )?verite|(?:definir|define|agree on) (?:ensemble )?(?:les |the |our |nos )?(?:kpis?|indicateurs|metrics))\b/,
  },
  // E-learning made as a course (lessons, a curriculum, scenarios, modules designed or converted) is designed as
  // training first: « transformer 3 modules en e-learning », "short lessons the workers do on their phones". A
  // security awareness campaign's modules are the awareness work, unless the brief sets learning objectives.
  {
    with: ['E-learning'],
    add: 'Ingénierie de formation',
    subject:
      /^(?![\s\S]*\b(?:(?:security|cyber|cybersecurity|phishing) awareness|sensibilisation (?:a la (?:cyber)?securite|au phishing|a la cybersecurite|aux (?:cyber)?risques|cyber\w*)|phishing|hameconnage)\b)[\s\S]*?\b(?:curricul\w*|parcours (?:de formation|pedagogiques?|d'apprentissage)|pedagogi\w*|short (?:\S+ )?(?:courses|modules|lessons)|(?:online|e-learning) lessons|lecons (?:en ligne|courtes)|(?:modules?|cours) courts|(?:design|conception|concevoir|refonte|redesign\w*|transform\w*|turn(?:s|ed|ing)?|convert\w*)\b[^.;!?\n]{0,40}\bmodules?|learning (?:paths?|objectives))\b|\b(?:objectifs (?:pedagogiques|d'apprentissage)|learning objectives)\b/,
  },
  // A new business system the teams must be brought to: « accompagner les équipes, très attachées à leurs
  // habitudes », « faire adhérer les équipes », "supervisors will resist the change, so proper handholding". Not
  // the client's own trade (« nous accompagnons les managers »), nor a team helped through its closing.
  {
    with: [
      'Odoo',
      'SAP',
      'Sage',
      'SIRH',
      'SharePoint',
      'Salesforce',
      'HubSpot',
      'Pipedrive',
      'Zoho CRM',
      'Pennylane',
      'Microsoft Dynamics 365',
      'Administration Microsoft 365',
      'Migration de données',
    ],
    add: 'Conduite du changement',
    subject: new RegExp(
      String.raw`^(?![\s\S]*\b(?:no need for|don't need any|do not need any|pas besoin d') ?(?:handholding|hand-holding|accompagnement)\b)[\s\S]*?` +
        String.raw`(?:(?:\baccompagner|(?:^|\n)[ \t]*[-*•]?[ \t]*accompagne)(?: (?:les |l'|nos |des |aussi les ))?(?:equipes?|managers|collaborat\w*|salaries|utilisateurs|agents)?` +
        // Said of the teams, or with what makes it a change; not a team helped through its closing.
        String.raw`(?![^.;!?\n]{0,30}\bsur (?:la|le|les) (?:cloture|correction|redaction|bilan|exercice))` +
        String.raw`(?=[^.;!?\n]{0,80}\b(?:habitudes|resist\w*|adherer|changement|adoption|attache\w*|peu a l'aise|pas a l'aise|contre)\b|[^.;!?\n]{0,12}\b(?:equipes?|managers|collaborat\w*|salaries|utilisateurs|agents)\b)` +
        String.raw`|\b(?:faire adherer|resist\w* (?:the )?change|handholding|hand-holding|(?:de )?l'accompagnement (?:pour|de|des) (?:nos |les )?equipes)\b)`,
    ),
  },
  // Campaign e-mails or text messages the team writes as well as sends: "plan and write the campaign calendar,
  // emails + SMS", "copy included", "the words need to sound like us", « les textes seront écrits par le prestataire ».
  {
    with: ['Emailing', 'Campagnes SMS', 'Marketing automation'],
    add: 'Copywriting',
    subject: new RegExp(
      String.raw`\b(?:(?<!\b(?:i|we|je|nous|on|j'|i'll|we'll|we've|i've|we have|i have|nous avons|j'ai|on a|moi qui|nous qui|already|deja)(?: already| deja)? )(?<!\b(?:our|my|notre|nos|mon|ma) (?:\S+ ){0,2}(?:will|va|vont|can|peut) )(?:write|writing|written|rediger|redige\w*|ecrire)\b[^.;!?\n]{0,30}\b(?:campaign|campaigns|campagnes?|e-?mails|mailings|sms|appeals?|relances)\b${DONE_BY_CLIENT_AFTER}|copy included|(?:words|copy|texts|textes|messages) (?:need|needs|have|has|must|should|doivent|devront) (?:to )?(?:sound|ressembler|sonner)${DONE_BY_CLIENT_AFTER}|(?:les |the )?(?:textes|copy|words) (?:seront|sont a|will be|to be) (?:ecrits|rediges|written)${DONE_BY_CLIENT_AFTER})\b`,
    ),
  },
  // A podcast whose recordings the team edits: "edit and mix the episodes", "clean up + edit the recordings",
  // « monter les épisodes », or a bare « le montage », "editing" in a brief that says nothing of pictures.
  // Recording and publishing alone are the production's.
  {
    with: ['Production de podcast'],
    add: 'Montage et mixage audio',
    subject: new RegExp(
      String.raw`^(?![\s\S]*\b(?:${PICTURE_WORDS})\b)[\s\S]*?\b(?:le montage|du montage|au montage|(?<!(?:writing|copy|text|photo|and)[ -])editing|the edit)\b(?! financier| de dossier| juridique| of (?:the )?(?:show notes|notes|texts?|copy))${DONE_BY_CLIENT_AFTER}|\b(?:(?:edit(?:s|ing)?|edited),? (?:and |& |\+ )?mix(?:es|ing|ed)?|(?:clean(?:s|ing)? up|(?<!(?:writing|copy|text|notes) (?:and )?)edit(?:s|ing)?)\b[^.;!?\n]{0,25}\b(?:recordings?|episodes?|interviews|audio)${DONE_BY_CLIENT_AFTER}|make (?:it|them) sound (?:pro|professional|good|great|better)|montage (?:des|de nos|de l'|du) (?:episodes?|enregistrements?|entretiens|interviews|audio|son)|monter (?:les|nos|des) (?:episodes?|enregistrements?|entretiens|interviews)${DONE_BY_CLIENT_AFTER})\b`,
    ),
  },
];

/**
 * The companion skills of `names` whose subject `text` (normalised) says, with where it says it. The rules run in
 * their order, each seeing the companions the ones before it added (retrieval, then the model it runs on).
 */
export function companionsOf(
  names: readonly string[],
  normalized: string,
): { name: string; start: number; end: number }[] {
  const known = [...names];
  const added: { name: string; start: number; end: number }[] = [];
  for (const rule of COMPANIONS) {
    if (known.includes(rule.add) || !rule.with.some((name) => known.includes(name))) continue;
    const match = rule.subject.exec(normalized);
    if (!match) continue;
    added.push({ name: rule.add, start: match.index, end: match.index + match[0].length });
    known.push(rule.add);
  }
  return added;
}

/**
 * Skills whose name is also an everyday word or another thing's name, read only with a subject of their own in
 * the sentence: SAS, the statistics software, is also a company's legal form (« Optic'Ouest SAS »).
 */
export const NEEDS_SUBJECT: readonly { skill: string; subject: RegExp }[] = [
  // Clients keep everything in spreadsheets (« nos chiffres sont dans vingt fichiers Excel », "stock sur Excel",
  // "into excel"): the work needs the skill only when it is about the spreadsheet itself.
  {
    skill: 'Excel avancé',
    subject:
      /\b(?:formations?|formateur|formatrice|former|forme|training|train|trainer|courses?|cours|avance\w*|advanced|macros?|vba|power (?:query|pivot)|powerquery|tcd|tableaux? croises?|pivot\w*|formules?|formulas?|fonctions?|functions?|experts? (?:en |d.)?excel|excel experts?|consultants? (?:en |d.)?excel|tableaux? de bord excel|excel dashboards?|automatis\w* (?:nos |les |des |our |the )?(?:rapports|reporting|reports|fichiers|files|tableaux))\b/,
  },
  {
    skill: 'SAS',
    subject:
      /\b(?:statisti\w*|analy\w*|biostat\w*|programm\w*|macros?|viya|data|donnees|datasets?|modeli\w*|regression\w*|sql)\b/,
  },
];

/**
 * Written forms of a skill's name that mean something else: in a whole brief about another field (`field`: a
 * clinical trial's CSR is its study report, its CRO the research organisation running it), or in a sentence
 * without the skill's own subject (`needs`: « notre assemblée générale du 12 juin » is a date, not company law),
 * or always (`needs` absent and `field` absent: « la mémoire de la boîte » is no memoir). Matched on the
 * mention's words, lower case without accents.
 */
export const FORMS_OF_ANOTHER_SUBJECT: readonly {
  written: RegExp;
  field?: RegExp;
  needs?: RegExp;
  /** Another thing when its sentence says this. */
  elsewhere?: RegExp;
  /** Only in a brief written in this language. */
  inLanguage?: 'fr' | 'en';
}[] = [
  {
    written: /^(?:csr|cro)s?$/,
    field:
      /\b(?:clinical|clinique|cliniques|essais? cliniques?|biotech\w*|pharma\w*|medical writ\w*|redaction medicale|redacteur medical|redactrice medicale|investigators?|investigateurs?)\b/,
  },
  // A law firm's own practice areas (« notre cabinet … contentieux prud'homaux », "the Litigation and M&A groups")
  // describe the client, not what it buys: a law firm litigates itself, whatever else its brief asks.
  {
    written: /^(?:contentieux|litigation|litiges?)$/,
    field:
      /\b(?:law firm|(?:notre|our|le|the) (?:law )?firm(?:'s)? (?:lawyers|partners|associates|practice)|cabinet d'avocats|(?:notre|le) cabinet \((?:droit|avocats)|nos avocats|our lawyers|(?:\d+ )?avocats et collaborateurs|barreau|bar association)\b/,
  },
  // VoiceOver beside JAWS or NVDA is Apple's screen reader, tried in an accessibility audit, not a voice recorded.
  {
    written: /^voice ?-?overs?$/,
    elsewhere:
      /\b(?:jaws|nvda|talkback|narrator|screen ?readers?|lecteurs? d'ecran|assistive technolog\w*|technologies? d'assistance)\b/,
  },
  // A study's recruitment is of its participants, not of staff: "Recruitment for the pilot cohort opens in May",
  // « le recrutement des patients »; and the client's own hiring, which the work stands in for (« renforcer l'équipe
  // en attendant nos recrutements »).
  {
    written: /^(?:recruitment|recruiting|recrutements?)$/,
    elsewhere:
      /\b(?:recruit\w* (?:of |for )?(?:the |our |a |new )?(?:pilot |study |trial |research )?(?:cohorts?|participants|patients|subjects|volunteers|respondents)|(?:cohort|participant|patient|subject|trial|study) recruitment|recrutement (?:des|de|d) (?:la )?(?:cohorte|participants|patients|volontaires|sujets)|en attendant (?:nos|notre|les|le|la fin de nos) recrutements?|(?:while|until) (?:we|we re|we are) (?:hire|hiring|recruit|recruiting)|(?:until|while waiting for) our (?:hires|recruitment|new hires))/,
  },
  // « Merci d'envoyer le contrat à la compta », « il retape les factures dans sa compta »: the accounts department
  // written to, or another's books, not accounting asked for.
  {
    written: /^(?:compta|comptabilite)$/,
    elsewhere:
      /\b(?:(?:envoy|transmett|transmis|adress|remett|remis)\w*\b[^.;!?\n]{0,40}\b(?:a|au) (?:la |notre )?(?:compta|comptabilite|service comptable)|dans (?:sa|son|leur) (?:compta|comptabilite))\b/,
  },
  // "engineers will follow our change management process": a company's procedure for changes to its systems, not
  // the change management that helps people through a new way of working.
  {
    written: /^change management$/,
    elsewhere:
      /\b(?:(?:follow|comply with|respect|adhere to|go through|goes through|via) (?:our|the|their|its) change management|change management (?:process|procedure|policy|board|tickets?|requests?|tool|system)|itil|change advisory board)\b/,
  },
  // "families phoning the units": the English verb, not the French marketing word for telesales (« le phoning »),
  // unless its sentence sells ("SDRs phoning and emailing pharmacy owners and booking demos").
  {
    written: /^phoning$/,
    inLanguage: 'en',
    needs:
      /\b(?:sdrs?|sales|sell\w*|prospect\w*|leads?|cold|demos?|owners|decision makers?|outbound|appointment setting|b2b|pipeline)\b/,
  },
  // A call centre's CSRs are its customer service representatives, not its corporate social responsibility.
  {
    written: /^csrs?$/,
    elsewhere:
      /\b(?:callers?|calls?|phones?|customer service|call cent(?:er|re)s?|dispatch\w*|front desk|tickets?)\b/,
  },
  // « début de notre exercice comptable » is the financial year; « responsable du service comptable », the
  // client's department: no accounting asked.
  { written: /^comptables?$/, elsewhere: /\b(?:exercices? comptables?|services? comptables?)\b/ },
  // To draw (« un analyste qui dessine nos processus », « des étiquettes dessinées en 1985 », « avant de dessiner
  // quoi que ce soit ») is no illustration asked unless its sentence names one; an architect's or a stand's drawings
  // are plans.
  {
    written: /^(?:re)?dessin(?:e|es|ent|er|ez|ee|ees)$/,
    needs:
      /\b(?:illustr\w*|dessins?|croquis|personnages?|mascottes?|bandes? dessinees?|bd|livres?|albums?|fresques?|aquarelles?|a la main|crayon|plantes|fleurs|animaux)\b/,
  },
  {
    written: /^drawings?$/,
    elsewhere:
      /\b(?:architect\w*(?: s)?|production|technical|cad|construction|engineering|shop|working|floor|as-built|only) drawings?\b|\bdrawings (?:for|of) the (?:stand|booth|building)/,
  },
  // The data flows a privacy review maps (« cartographie des flux de données » for the GDPR, "a GDPR review of our
  // data flows") are personal data's, not pipelines to build.
  {
    written: /^(?:data flows?|flux de donnees)$/,
    elsewhere:
      /\b(?:rgpd|gdpr|privacy|dpia|aipd|data protection|protection des donnees|registre des traitements|record of processing)\b[^.!?]{0,80}\b(?:data flows?|flux de donnees)\b|\b(?:revue|review|audit)\s+(?:of\s+|des\s+|de\s+)?(?:our\s+|nos\s+|the\s+)?(?:personal\s+)?(?:data flows?|flux de donnees)\b(?!\s+(?:from|de|depuis)\s)|\b(?:cartograph\w*|mapping|map)\s+(?:of\s+|des\s+|de\s+)?(?:our\s+|nos\s+|the\s+|vos\s+)?(?:personal\s+)?(?:data flows?|flux de donnees)\b/,
  },
  // Playwrights write plays: the test tool is never written in the plural; in a theatre's brief, one playwright is
  // a writer too (a theatre that wants browser tests names the tests).
  { written: /^playwrights$/ },
  {
    written: /^playwright$/,
    field: /\b(?:theatre|theater|theatres|theaters|dramaturg\w*|troupe|stage plays?|off-broadway|broadway)\b/,
  },
  // An internal audit without a word of accounts or finance in its sentence (a management system's before its
  // certification, a process's) is no financial audit.
  {
    written: /^(?:audit interne|audits internes|internal audits?)$/,
    needs:
      /\b(?:comptes?|comptab\w*|financ\w*|accounts?|accounting|bilans?|statutory|commissaire|fraud\w*|fraude\w*|controle interne|internal controls?|tresorerie|treasury|sox|sarbanes)\b/,
  },
  {
    written: /^(?:assemblee generale|assemblees generales|ag|general meeting|agm)$/,
    needs:
      /\b(?:convocations?|convoquer|proces verba\w*|pv|statuts|resolutions?|juridiques?|juristes?|avocats?|droit|legal|lawyers?|quorum|minutes|articles of association|formalites|greffe)\b/,
  },
  // A word a trade shares with an industry or an office: the containers a port handles are no Docker, a packaging
  // plant makes no packaging design, an association's treasurer and a buyer's procurement department are
  // people, not treasury or purchasing work. Each is the skill with its own subject in the sentence.
  // A shop's order history is moved with it, or is what a forecast or a report reads: data to migrate only when its
  // sentence moves it.
  // "Print" said of a layout's output ("a print-ready PDF", "print a few hundred copies") or of the client's trade
  // as a printer is no print design.
  {
    written: /^print$/,
    elsewhere:
      /\b(?:print[- ]ready|to print|print (?:run|a few|copies|version|it|them)|commercial printers?|printing company|(?:we're|we are) an? (?:\S+ )?printers?|nous sommes (?:un |une )?imprim\w+)\b/,
  },
  // Meeting people is user research when the work learns from them how they live or work, for something it designs:
  // not a banker met for a loan, new audiences reached by a campaign or staff asked for a survey.
  {
    written:
      /^(?:aller parler (?:a|aux)|aller a la rencontre (?:d|des|de)|entretiens aupres (?:de|des)|carry out research with|conduct research with|research with (?:residents|users|customers)|go (?:and )?talk to)$/,
    needs:
      /\b(?:pour comprendre|to understand|comment (?:ils|elles)|how (?:they|people|residents|users|customers)|ce qui les|what they|leur quotidien|their (?:needs|habits|day|work))\b/,
  },
  // Amazon's other businesses are no shop to sell in.
  {
    written: /\bamazon\b/,
    elsewhere: /\bamazon (?:prime|music|video|web services|s3|alexa|kindle)\b|\baws\b/,
  },
  // Listings to optimise are a shop's product texts, not a site's listing pages, homes or holiday rentals.
  {
    written:
      /^(?:optimi[sz]e|optimi[sz]ing|create and optimi[sz]e|rewrite|improve|help with|help w)(?: the| our| all the| all our)? (?:listing|listings|amazon listings|product listing)$/,
    needs:
      /^(?![\s\S]*\blistings? pages?\b)[\s\S]*\b(?:products?|produits?|amazon|etsy|ebay|a\+|bullet points|skus?|seller|keywords|copy)\b/,
  },
  // Easy-to-read texts are read over by the people they are for, as their method requires: the easy-to-read work,
  // not a proofreader's.
  {
    written: /^(?:relecture|relectures|relire|relecteurs?|relectrices?|relu|relus|relue|relues)$/,
    elsewhere:
      /\b(?:groupe de (?:relecteurs|personnes)|(?:relu\w*|relecture) par (?:un groupe|des personnes|les personnes)|personnes concernees|esat|des personnes (?:de|du) (?:\S+ ){1,2}pour relire)\b/,
  },
  {
    written: /^(?:order history|historique des commandes)$/,
    needs:
      /\b(?:migr\w*|repris\w*|reprendre|transfer\w*|move|moved|moving|import\w*|bring (?:over|across)|brought (?:over|across)|carry (?:over|across)|keep|kept|garder|conserver|recuper\w*)\b/,
  },
  {
    written: /^(?:conteneurs?|containers?)$/,
    needs:
      /\b(?:docker|kubernetes|k8s|(?:docker|container|conteneur) images?|orchestr\w*|deploy\w*|deploi\w*|devops|cloud|microservices?|serveurs?|servers?|conteneuris\w*|containeri[sz]\w*|pods?|registry|clusters?|ci ?cd|ecs|eks|aks|gke|fargate|aws|azure|gcp)\b/,
  },
  {
    written: /^(?:packaging|emballages?)$/,
    needs:
      /\b(?:design\w*|graphi\w*|creat\w*|concevoir|conception|illustr\w*|labels?|etiquettes?|boites?|boxes|mock-?ups?|maquettes?|refonte|redesign|new look|nouvel\w* (?:emballage|packaging)|look|visuels?|habillage|files|fichiers|printer|imprimeur|print-ready|bat)\b/,
  },
  // Coloured stickers for a move's boxes, shipping or price labels: no pack to design.
  {
    written: /^(?:etiquettes?|labels?)$/,
    elsewhere:
      /\b(?:etiquettes? (?:de couleur|d'expedition|d'adresse|de prix|autocollantes?)|colou?r(?:ed)? labels|shipping labels?|address labels?|price labels?|cartons|demenag\w*|moving boxes|classement|rangement)\b/,
  },
  {
    written: /^(?:tresoriers?|tresorieres?|treasurers?)$/,
    needs:
      /\b(?:tresorerie|cash|treasury|liquidit\w*|cash ?flow|(?:cherch\w*|recherch\w*|looking for|recrut\w*|hire|hiring)(?: \S+){0,2} (?:tresoriers?|tresorieres?|treasurers?))\b/,
  },
  {
    written: /^procurement$/,
    needs:
      /\b(?:strateg\w*|process(?:es)? (?:review|mapping|improvement|redesign)|optimi\w*|sourcing|spend analysis|categor\w* management|negotiat\w*|purchasing|achats?|savings)\b/,
  },
  // A trade show said as the date the work must be ready for ("all three manuals must be ready for the trade
  // fair in Nuremberg", « pour le salon du 12 mars ») or as one the client went to: only the show the work is
  // about (its stand, its booth, taking part, organising) is the skill.
  {
    written:
      /^(?:salons? professionnels?|salons?|trade shows?|trade fairs?|tradeshows?|foires? commerciales?|salons? (?:b2b|pro))$/,
    needs:
      /\b(?:stands?|booths?|exhibit\w*|exposer|exposons|exposants?|organi[sz]\w*|logisti\w*|scenograph\w*|goodies|kakemonos?|hotesses|hostesses|inscri\w*|participation|participer|coordin\w*|chef de projet|project manager|agence|agency|event)\b/,
  },
  // A complaint the client once had is its story; the skill handles complaints. Consolidating a plan or a budget
  // is no group accounts work.
  {
    written: /^(?:complaints?|plaintes?|reclamations?)$/,
    needs:
      /\b(?:handl\w*|manag\w*|gerer|gestion|traiter|traitement|process\w*|respond\w*|repondre|log\w*|suivi|suivre|track\w*|system\w*|systeme|outil|tool|procedures?|workflows?|policy|politique|service|desk|team|equipe|volume|backlog)\b/,
  },
  {
    written: /^(?:consolidation|consolider|consolide|consolidated|consolidating|consolidate)$/,
    needs:
      /\b(?:comptes|accounts|financial statements|etats financiers|filiales|subsidiaries|groupe|group|ifrs|perimetre|intercompany|intra-?groupe|liasse)\b/,
  },
  // A lawyer's « mémoires » are pleadings: memoirs are written only with a life's story in the sentence.
  {
    written: /^memoires?$/,
    needs:
      /\b(?:ecrire|rediger|write|writing|ghost\w*|plume|biograph\w*|autobiograph\w*|livre|book|recit|histoire de (?:ma|sa|leur|notre) vie|life story|souvenirs|memoirs?)\b/,
  },
  // A bee's hive, a shop called "Bean Hive": Hadoop's warehouse only among data words. A SaaS's "logo retention"
  // counts customers, no logo to draw. « Localisation : La Défense » is where the work is: software is localised
  // only with software or languages in the sentence.
  {
    written: /^hive$/,
    needs:
      /\b(?:hadoop|hdfs|spark|hiveql|sql|data|donnees|tables?|quer(?:y|ies)|requetes?|clusters?|big data|warehouse|entrepots?|etl|pipelines?)\b/,
  },
  {
    written: /^logos?$/,
    needs: /^(?![\s\S]*\b(?:logo (?:retention|churn)|net new logos)\b)/,
  },
  {
    written: /^(?:localisation|localization)$/,
    needs:
      /\b(?:logiciels?|software|apps?|applications?|appli|interfaces?|ui|strings?|chaines|traduction|traduire|translat\w*|langues?|languages?|i18n|l10n|produits?|products?|sites?|website|jeux?|games?|francisation|locales?|fr-ca)\b/,
  },
  // A « procès-verbal » is the minutes of a meeting, no lawsuit; the client's steering committee is its own
  // governance, unless the work is to run it.
  { written: /^proces$/, needs: /^(?![\s\S]*\bproces verba)/ },
  // "stored-proc-heavy": a stored procedure, whose short form spells like « procès » without its ending.
  { written: /^proc$/ },
  {
    written: /^(?:comites? de pilotage|copils?|steering committees?)$/,
    needs:
      /\b(?:animer|animation|organiser|organisation|preparer|preparation|run|running|chair\w*|facilitat\w*|gouvernance|governance|mettre en place|set up|secretariat)\b/,
  },
  // A charity's fundraising (its gala, its manager, its committee) is its own activity; raising funds from
  // investors is the skill. Payroll said as an amount ("our annual payroll is about AUD 48m") is a figure.
  {
    written: /^(?:fundraising|fund raising)$/,
    needs:
      /\b(?:investors?|investisseurs?|seed|series [a-d]|pre-seed|rounds?|tour de table|equity|valuation|valorisation|decks?|business angels?|vc|venture|raise|raising|lever|levee|strateg\w*|plan|campaigns?|campagnes?|help|aide|accompagn\w*)\b/,
  },
  {
    // Kept unless the sentence gives payroll as an amount ("payroll is now around €260k").
    written: /^payroll$/,
    needs:
      /^(?![\s\S]*\b(?:payroll (?:bill )?(?:is|was|of|runs? at|totals?|costs?|amounts? to)\b[^.;!?]{0,30}\d|on (?:the |our )?payroll|payroll (?:runs|is run|is done|is handled|goes) (?:through|on|by|in|with)))/,
  },
  // A field's name is no skill of its own: « accompagnement cybersécurité », "cybersecurity services" title a
  // tender whose lots say the work; application security only with applications or code in the sentence.
  {
    written: /^(?:cybersecurite|cybersecurity|cyber securite|cyber security)$/,
    needs:
      /\b(?:applicati\w*|apps?|code|coding|developp\w*|develop\w*|devsecops|appsec|owasp|logiciels?|software|api|apis|web|websites?|site web|site internet|(?:notre|our|the|le) site|plateformes?|platforms?|intrusion|pentest\w*|penetration|shopify|wordpress|e-?commerce)\b/,
  },
  // Patients, a regulator's checks and a project are monitored too: the skill watches systems.
  {
    written: /^monitoring$/,
    needs:
      /\b(?:alert\w*|logs?|logging|uptime|serveurs?|servers?|clusters?|kubernetes|k8s|datadog|grafana|prometheus|sre|infra\w*|apm|metrics|metriques|production|prod|incidents?|observab\w*|sentry|new relic|opentelemetry|latence|latency|downtime|outages?|pannes?|sla|on-call|astreinte|applications?|cloud|azure|aws|gcp|terraform|devops|systems?|systemes?|go down|goes down|tombe\w*|disponibilite|availability)\b|\bmonitoring (?:on|of|for|de|des|du) (?:\S+ ){0,2}(?:sites?|websites?)\b/,
  },
  {
    written: /^monitoring$/,
    needs:
      /^(?![\s\S]*\b(?:patients?|social media|media|medias|reseaux sociaux|brand|marque|competitors?|concurrents?|prices?|prix|reputation|e-?reputation)\s+monitoring|[\s\S]*\bmonitoring (?:of|des|de|du) (?:patients?|the patient|social|brand|prices|competitors|media|medias|la marque|la reputation))/,
  },
  // Recipes: a maple grove's « sites de recettes » test nothing; the acceptance test is « la recette ».
  {
    written: /^recettes$/,
    needs:
      /\b(?:tests?|testeurs?|testers?|cahiers? de recette|validation|valider|bugs?|anomalies|uat|qa|livraison|livrables?|mise en production|fonctionnelles?|v\d|versions?|planifi\w*|prevues?|phases?|sprints?|lots?|jalons?)\b/,
    inLanguage: 'fr',
  },
  {
    written: /^recettes?$/,
    needs:
      /^(?![\s\S]*\b(?:cuisine|culinaires?|plats?|ingredients?|gastronom\w*|patisserie\w*|desserts?|cooking|food|blog de recettes|livre de recettes)\b)/,
    inLanguage: 'fr',
  },
  // A booking module's « prise de rendez-vous » is a service the client offers, not appointment setting.
  {
    written: /^prise de rendez vous$/,
    needs:
      /\b(?:prospect\w*|clients? potentiels?|b2b|leads?|qualifi\w*|decideurs?|pipe\w*|teleprospect\w*|phoning|cold call\w*|sdrs?|business developers?)\b/,
  },
  // A retailer's « référencement » lists products on its shelves; being found by search engines is the skill.
  {
    written: /^(?:referencer|referencement|referencements|referencons|referencees?|references)$/,
    needs:
      /\b(?:google|sites?|web|moteurs?|recherche|en ligne|seo|naturel|internet|bing|mots? cles|resultats|positionnement|visibilite|local|maps)\b|^(?![\s\S]*\b(?:grande distribution|gms|enseignes|centrales? d'achat|distributeurs|lineaires|rayons?|supermarches?|hypermarches?|grandes surfaces|magasins)\b)/,
    inLanguage: 'fr',
  },
  // "Happy to sign an NDA": an agreement the client signs with its supplier, no contract work; drafting one is.
  {
    written: /^(?:nda|ndas|non-disclosure agreements?|accords? de confidentialite)$/,
    needs:
      /\b(?:draft\w*|rediger|redaction|template\w*|modeles?|review\w*|relire|revoir|write|ecrire|juriste|lawyer|avocat|solicitor)\b/,
  },
  // "notice to proceed" is no lawsuit; « Sport'Azur », « la Côte d'Azur » no cloud.
  { written: /^proceed\w*$/ },
  { written: /^azur$/ },
  // Accounting as one of an ERP's modules (« Odoo pour les achats, les stocks et la comptabilité ») is what the
  // tool covers, not accounting work.
  {
    written: /^(?:comptabilite|accounting|accounts)$/,
    needs:
      /^(?![\s\S]*\b(?:odoo|sap|erp|sage|dynamics|netsuite|modules?)\b[^.;\n]{0,80}\b(?:comptabilite|accounting|accounts)\b)/,
  },
  // The same list past a colon (« Odoo pour tout regrouper : achats, stocks, production et comptabilité »), read
  // on the line.
  {
    written: /^(?:comptabilite|accounting)$/,
    field:
      /\b(?:odoo|sap|erp|sage|dynamics|netsuite)\b[^.;\n]{0,30}:[^.;\n]{0,60}\b(?:comptabilite|accounting)\b/,
  },
  // « en rendre compte à l'assemblée » reports to the members: no bookkeeping.
  { written: /^(?:compte|comptes)(?: a)?$/, needs: /^(?![\s\S]*\brendre (?:des )?comptes?\b)/ },
  // A roadmap that an assessment ends with (« une analyse de risques et une feuille de route de mise en
  // conformité », "a CSRD gap analysis and roadmap", "a security roadmap") is that assessment's plan, and the
  // roadmap a client's own team is busy with is context: product roadmapping is neither.
  {
    written: /^(?:roadmaps?|feuilles? de route)$/,
    elsewhere:
      /\b(?:(?:gap (?:analysis|assessment)|analyses? (?:d.?ecarts?|de risques?)|risk (?:analysis|assessment))\b[^.;!?\n]{0,60}\b(?:roadmaps?|feuilles? de route)|(?:roadmaps?|feuilles? de route) (?:de |to |towards |for |vers |pour )?(?:la )?(?:remediation|mise en conformite|conformite|compliance|certification)|(?:security|securite|cyber\w*|csr|rse|csrd|compliance|remediation|carbon|decarbonation|nis ?2) (?:roadmaps?|feuilles? de route)|(?:sous l.?eau|deborde\w*|submerge\w*|swamped|snowed under|overloaded) (?:avec|with|by) (?:la |the )?(?:roadmaps?|feuilles? de route))\b/,
  },
  // Goods and flights go out too: "inbound/outbound volumes" in a warehouse are no outbound prospecting.
  {
    written: /^outbound$/,
    elsewhere:
      /\binbound ?(?:\/|and|et|&|or) ?outbound\b|\boutbound (?:volumes?|shipments?|flights?|logistics|orders?|freight|deliveries|trucks?|pallets?|parcels?|traffic|stock)\b/,
  },
  // A power strip is no payment service (the stemmer reads "Stripe" as "strip").
  { written: /^strips?$/ },
  // Block printing is a textile craft: "block-print bedding" is no print design.
  {
    written: /^(?:print|prints|printed)$/,
    needs: /^(?![\s\S]*\bblock[- ]?print)/,
  },
  // An app that works offline is a progressive web app only when it runs in the browser; a native app works
  // offline too.
  {
    written:
      /^(?:(?:fonctionne|marche|utilisable|works?) (?:sans reseau|hors ligne|offline)|mode hors ligne|offline mode)$/,
    needs:
      /\b(?:web|navigateur|browser|pwa|ecran d'accueil|home screen|stores?|play store|app store|site|sites|lien|link|url)\b/,
  },
  // Québec's « marchés publics » where a farm sells, a company's « clients grands comptes », work done through a VPN,
  // an app's admin dashboard, accounting among an ERP's modules: another thing than the skill of that name.
  {
    written: /^marches? publics?$/,
    elsewhere: /\b(?:vend\w*|vente|ventes|kiosques?|fermiers?|farmers?|etals?|stands?)\b/,
  },
  {
    written: /^grands? comptes?$/,
    elsewhere:
      /\bclients? (?:\S+ )?grands? comptes\b|\bgrands? comptes (?:nous|le|la|les|demand\w*|exig\w*)\b/,
  },
  {
    written: /^vpn$/,
    elsewhere: /\b(?:via|through|par|over|using) (?:le |the |un |a |notre |our |leur |their )?vpn\b/,
  },
  {
    written: /^dashboards?$/,
    elsewhere: /\badmin(?:istration)? dashboards?\b|\bdashboards? (?:admin|d'administration)\b/,
  },
  {
    written: /^(?:accounting|comptabilite)$/,
    elsewhere:
      /\b(?:setting up|set up|setup|configur\w*|parametr\w*|implement\w*|modules?)\b[^.;!?]{0,30}\b(?:accounting|comptabilite),? (?:\S+ ){0,2}(?:inventory|stock|manufacturing|production|purchases?|purchasing|achats|ventes|sales)\b/,
  },
  // « traduction automatique retouchée »: a text touched up, not a photo.
  {
    written: /^retouch\w*$/,
    elsewhere:
      /\b(?:traductions?|translations?|tradu\w+|translat\w+|textes?|texts?|copy|wording|redaction|contrats?|documents?|deepl)\b/,
  },
  // "a proper look at why it's so slow": an examination, not a brand's look.
  { written: /^a proper look$/, elsewhere: /\ba proper look (?:at|into|over|through)\b/ },
  // A festival of animated films is no animation to make; « des vidéos animées par nos formateurs » are hosted.
  {
    written:
      /^(?:(?:petite?s?|courte?s?) )?(?:films?|videos?|clips?|capsules?|court metrage|dessins?) (?:d.?animation|animee?s?|animes|en animation)$/,
    elsewhere: /\bfestival\w* (?:\S+ ){0,2}(?:du |de )?films? d.?animation|\banimee?s? par\b|\banimes par\b/,
  },
  // A film drawn is not filmed nor cut.
  {
    written: /^(?:(?:petite?s?|courte?s?|short) )?(?:films?|videos?|video|tournage)$/,
    elsewhere:
      /\b(?:films?|videos?|clips?) (?:d.?animation|animee?s?)\b(?! 3d)|\banimated (?:films?|videos?|explainers?|shorts?)\b/,
  },
  // A study recruiting patients, an AI use the law calls high-risk, the agencies a product is sold to: no hiring asked.
  {
    written: /^(?:recruit(?:ing|ment|s)?|recrut\w*)$/,
    elsewhere:
      /\b(?:recruit\w*|recrut\w*) (?:\S+ ){0,2}(?:patients?|participants?|subjects|cohort\w*)\b|\b(?:haut risque|high risk|ai act|reglement europeen sur l ia|usages? a|use cases?|cas d usage)\b|\b(?:for|pour|to|aux) (?:\S+ )?(?:recruitment|recrutement) (?:agenc\w*|firms?|cabinets?)\b/,
  },
  // « mémoires » (memoirs) is always plural: the singular is a memory, or a student's thesis.
  { written: /^memoire$/ },
  // "Apex Straits Logistics": Salesforce's language only beside Salesforce's words.
  {
    written: /^apex$/,
    needs:
      /\b(?:salesforce|sfdc|lightning|visualforce|soql|triggers?|force\.com|classes|developpeu\w*|developers?)\b/,
  },
  // "Actually scrap the app": to scrap is to drop, not to scrape.
  { written: /^scrap(?:s|ped|ping)?$/ },
  // "We moved to AWS in 2022": a move already made is where the client's hosting is.
  { written: /^(?:moved|migrated|switched) (?:to|onto) / },
  // The version in the brief's own language is the one the client has ("lay it out like the English version"),
  // not one to translate into.
  { written: /^english versions?$/, inLanguage: 'en' },
  { written: /^versions? francaises?$/, inLanguage: 'fr' },
];

/** Whether `written` (a mention's words) means another thing here (`FORMS_OF_ANOTHER_SUBJECT`). */
export function isFormOfAnotherSubject(
  written: string,
  sentence: () => string,
  normalized: string,
  language: 'fr' | 'en',
): boolean {
  return FORMS_OF_ANOTHER_SUBJECT.some(
    (rule) =>
      rule.written.test(written) &&
      (!rule.inLanguage || rule.inLanguage === language) &&
      (rule.field
        ? rule.field.test(normalized)
        : rule.needs
          ? !rule.needs.test(sentence())
          : rule.elsewhere
            ? rule.elsewhere.test(sentence())
            : true),
  );
}

/** The skills once the brief's subject is known (`normalized`: the brief lower case, without accents). */
export function specialise(names: readonly string[], normalized: string): Map<string, string> {
  const into = new Map<string, string>();
  // The first subject found wins: a building's photos in a brief that also names a trade show stay a building's.
  for (const rule of SPECIALISATIONS) {
    if (!into.has(rule.skill) && names.includes(rule.skill) && rule.subject.test(normalized))
      into.set(rule.skill, rule.into);
  }
  return into;
}
