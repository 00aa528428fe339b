/// The subject area a course is filed under: the `courses.further_category` column.
///
/// The list follows HESA's Common Aggregation Hierarchy (CAH, the successor of JACS) at its
/// most detailed level, which is how Discover Uni and the NSS publish data, so every course the
/// importer loads maps onto exactly one case. The raw value is the Postgres enum label of
/// `public.course_further_category`.
///
/// - Important: Known weakness, kept on purpose. The enum has no `unknown` case and uses the
///   synthesised `Decodable`, so the day the backend adds a label (HESA revises CAH every few
///   years) every course row carrying it fails to decode, and with it the whole search page.
///   `contract`'s `enum-unknown` fuzz operator finds it: a label outside the contract's enum is
///   `drift`, and the model fails on it instead of degrading.
public enum CourseFurtherCategory: String, Codable, Sendable, Hashable, CaseIterable {
  // MARK: Medicine and dentistry
  case medicine = "medicine"
  case dentistry = "dentistry"
  case medicalSciences = "medical_sciences"

  // MARK: Subjects allied to medicine
  case pharmacology = "pharmacology"
  case toxicology = "toxicology"
  case pharmacy = "pharmacy"
  case adultNursing = "adult_nursing"
  case childrensNursing = "childrens_nursing"
  case mentalHealthNursing = "mental_health_nursing"
  case learningDisabilitiesNursing = "learning_disabilities_nursing"
  case midwifery = "midwifery"
  case physiotherapy = "physiotherapy"
  case occupationalTherapy = "occupational_therapy"
  case radiography = "radiography"
  case paramedicScience = "paramedic_science"
  case nutritionAndDietetics = "nutrition_and_dietetics"
  case ophthalmics = "ophthalmics"
  case speechAndLanguageTherapy = "speech_and_language_therapy"
  case biomedicalSciences = "biomedical_sciences"
  case healthSciences = "health_sciences"
  case anatomyPhysiologyAndPathology = "anatomy_physiology_and_pathology"

  // MARK: Biological and sport sciences
  case biology = "biology"
  case ecologyAndEnvironmentalBiology = "ecology_and_environmental_biology"
  case microbiology = "microbiology"
  case zoology = "zoology"
  case genetics = "genetics"
  case molecularBiology = "molecular_biology"
  case plantSciences = "plant_sciences"
  case marineBiology = "marine_biology"
  case neuroscience = "neuroscience"
  case sportAndExerciseSciences = "sport_and_exercise_sciences"

  // MARK: Psychology
  case psychology = "psychology"
  case appliedPsychology = "applied_psychology"

  // MARK: Veterinary and agricultural sciences
  case veterinaryMedicine = "veterinary_medicine"
  case animalScience = "animal_science"
  case agriculture = "agriculture"
  case foodAndBeverageStudies = "food_and_beverage_studies"

  // MARK: Physical sciences
  case physics = "physics"
  case astronomy = "astronomy"
  case chemistry = "chemistry"
  case earthSciences = "earth_sciences"
  case physicalGeography = "physical_geography"
  case environmentalSciences = "environmental_sciences"
  case forensicScience = "forensic_science"
  case naturalSciences = "natural_sciences"

  // MARK: Mathematical sciences
  case mathematics = "mathematics"
  case statistics = "statistics"
  case operationalResearch = "operational_research"

  // MARK: Engineering and technology
  case mechanicalEngineering = "mechanical_engineering"
  case civilEngineering = "civil_engineering"
  case electricalAndElectronicEngineering = "electrical_and_electronic_engineering"
  case chemicalEngineering = "chemical_engineering"
  case aeronauticalAndAerospaceEngineering = "aeronautical_and_aerospace_engineering"
  case biomedicalEngineering = "biomedical_engineering"
  case generalEngineering = "general_engineering"
  case manufacturingEngineering = "manufacturing_engineering"
  case navalArchitecture = "naval_architecture"
  case materialsScience = "materials_science"
  case mineralsTechnology = "minerals_technology"
  case maritimeTechnology = "maritime_technology"

  // MARK: Computing
  case computerScience = "computer_science"
  case softwareEngineering = "software_engineering"
  case informationSystems = "information_systems"
  case artificialIntelligence = "artificial_intelligence"
  case cyberSecurity = "cyber_security"
  case computerGamesAndAnimation = "computer_games_and_animation"
  case dataScience = "data_science"
  case healthInformatics = "health_informatics"

  // MARK: Architecture, building and planning
  case architecture = "architecture"
  case building = "building"
  case landscapeDesign = "landscape_design"
  case urbanAndRegionalPlanning = "urban_and_regional_planning"
  case quantitySurveying = "quantity_surveying"

  // MARK: Social sciences
  case economics = "economics"
  case politics = "politics"
  case internationalRelations = "international_relations"
  case sociology = "sociology"
  case socialPolicy = "social_policy"
  case socialWork = "social_work"
  case anthropology = "anthropology"
  case developmentStudies = "development_studies"
  case humanGeography = "human_geography"
  case criminology = "criminology"
  case childhoodAndYouthStudies = "childhood_and_youth_studies"

  // MARK: Law
  case law = "law"
  case legalStudies = "legal_studies"

  // MARK: Business and management
  case accounting = "accounting"
  case finance = "finance"
  case businessStudies = "business_studies"
  case managementStudies = "management_studies"
  case marketing = "marketing"
  case humanResourceManagement = "human_resource_management"
  case tourismTransportAndTravel = "tourism_transport_and_travel"
  case hospitalityLeisureAndEvents = "hospitality_leisure_and_events"
  case actuarialScience = "actuarial_science"
  case entrepreneurship = "entrepreneurship"

  // MARK: Communications and media
  case journalism = "journalism"
  case mediaStudies = "media_studies"
  case publicityStudies = "publicity_studies"
  case publishing = "publishing"
  case filmAndTelevision = "film_and_television"

  // MARK: Languages and area studies
  case englishLanguage = "english_language"
  case englishLiterature = "english_literature"
  case linguistics = "linguistics"
  case frenchStudies = "french_studies"
  case germanStudies = "german_studies"
  case spanishStudies = "spanish_studies"
  case italianStudies = "italian_studies"
  case chineseStudies = "chinese_studies"
  case japaneseStudies = "japanese_studies"
  case arabicAndMiddleEasternStudies = "arabic_and_middle_eastern_studies"
  case russianAndEastEuropeanStudies = "russian_and_east_european_studies"
  case classics = "classics"
  case celticStudies = "celtic_studies"
  case welshLanguage = "welsh_language"
  case modernLanguages = "modern_languages"
  case americanStudies = "american_studies"
  case africanStudies = "african_studies"

  // MARK: Historical, philosophical and religious studies
  case history = "history"
  case archaeology = "archaeology"
  case philosophy = "philosophy"
  case theologyAndReligiousStudies = "theology_and_religious_studies"
  case historyOfArt = "history_of_art"
  case heritageStudies = "heritage_studies"

  // MARK: Creative arts and design
  case fineArt = "fine_art"
  case designStudies = "design_studies"
  case graphicDesign = "graphic_design"
  case fashion = "fashion"
  case drama = "drama"
  case dance = "dance"
  case music = "music"
  case cinematicsAndPhotography = "cinematics_and_photography"
  case creativeWriting = "creative_writing"
  case gamesDesign = "games_design"
  case interiorDesign = "interior_design"

  // MARK: Education and teaching
  case teacherTraining = "teacher_training"
  case education = "education"
  case earlyChildhoodStudies = "early_childhood_studies"

  // MARK: Combined and general studies
  case combinedStudies = "combined_studies"
  case liberalArts = "liberal_arts"
  case philosophyPoliticsAndEconomics = "philosophy_politics_and_economics"
}

extension CourseFurtherCategory {
  /// The subject name shown on course cards and in the search filter.
  public var displayName: String {
    switch self {
    case .medicine: "Medicine"
    case .dentistry: "Dentistry"
    case .medicalSciences: "Medical sciences"
    case .pharmacology: "Pharmacology"
    case .toxicology: "Toxicology"
    case .pharmacy: "Pharmacy"
    case .adultNursing: "Adult nursing"
    case .childrensNursing: "Children's nursing"
    case .mentalHealthNursing: "Mental health nursing"
    case .learningDisabilitiesNursing: "Learning disabilities nursing"
    case .midwifery: "Midwifery"
    case .physiotherapy: "Physiotherapy"
    case .occupationalTherapy: "Occupational therapy"
    case .radiography: "Radiography"
    case .paramedicScience: "Paramedic science"
    case .nutritionAndDietetics: "Nutrition and dietetics"
    case .ophthalmics: "Ophthalmics"
    case .speechAndLanguageTherapy: "Speech and language therapy"
    case .biomedicalSciences: "Biomedical sciences"
    case .healthSciences: "Health sciences"
    case .anatomyPhysiologyAndPathology: "Anatomy, physiology and pathology"
    case .biology: "Biology"
    case .ecologyAndEnvironmentalBiology: "Ecology and environmental biology"
    case .microbiology: "Microbiology and cell science"
    case .zoology: "Zoology"
    case .genetics: "Genetics"
    case .molecularBiology: "Molecular biology, biophysics and biochemistry"
    case .plantSciences: "Plant sciences"
    case .marineBiology: "Marine biology"
    case .neuroscience: "Neuroscience"
    case .sportAndExerciseSciences: "Sport and exercise sciences"
    case .psychology: "Psychology"
    case .appliedPsychology: "Applied psychology"
    case .veterinaryMedicine: "Veterinary medicine and dentistry"
    case .animalScience: "Animal science"
    case .agriculture: "Agricultural sciences"
    case .foodAndBeverageStudies: "Food and beverage studies"
    case .physics: "Physics"
    case .astronomy: "Astronomy"
    case .chemistry: "Chemistry"
    case .earthSciences: "Earth sciences"
    case .physicalGeography: "Physical geographical sciences"
    case .environmentalSciences: "Environmental sciences"
    case .forensicScience: "Forensic science"
    case .naturalSciences: "Natural sciences"
    case .mathematics: "Mathematics"
    case .statistics: "Statistics"
    case .operationalResearch: "Operational research"
    case .mechanicalEngineering: "Mechanical engineering"
    case .civilEngineering: "Civil engineering"
    case .electricalAndElectronicEngineering: "Electrical and electronic engineering"
    case .chemicalEngineering: "Chemical, process and energy engineering"
    case .aeronauticalAndAerospaceEngineering: "Aeronautical and aerospace engineering"
    case .biomedicalEngineering: "Bioengineering, medical and biomedical engineering"
    case .generalEngineering: "General engineering"
    case .manufacturingEngineering: "Production and manufacturing engineering"
    case .navalArchitecture: "Naval architecture"
    case .materialsScience: "Materials science"
    case .mineralsTechnology: "Minerals technology"
    case .maritimeTechnology: "Maritime technology"
    case .computerScience: "Computer science"
    case .softwareEngineering: "Software engineering"
    case .informationSystems: "Information systems"
    case .artificialIntelligence: "Artificial intelligence"
    case .cyberSecurity: "Cyber security"
    case .computerGamesAndAnimation: "Computer games and animation"
    case .dataScience: "Data science"
    case .healthInformatics: "Health informatics"
    case .architecture: "Architecture"
    case .building: "Building"
    case .landscapeDesign: "Landscape design"
    case .urbanAndRegionalPlanning: "Planning (urban, rural and regional)"
    case .quantitySurveying: "Quantity surveying"
    case .economics: "Economics"
    case .politics: "Politics"
    case .internationalRelations: "International relations"
    case .sociology: "Sociology"
    case .socialPolicy: "Social policy"
    case .socialWork: "Social work"
    case .anthropology: "Anthropology"
    case .developmentStudies: "Development studies"
    case .humanGeography: "Human geography"
    case .criminology: "Criminology"
    case .childhoodAndYouthStudies: "Childhood and youth studies"
    case .law: "Law"
    case .legalStudies: "Legal studies"
    case .accounting: "Accounting"
    case .finance: "Finance"
    case .businessStudies: "Business studies"
    case .managementStudies: "Management studies"
    case .marketing: "Marketing"
    case .humanResourceManagement: "Human resource management"
    case .tourismTransportAndTravel: "Tourism, transport and travel"
    case .hospitalityLeisureAndEvents: "Hospitality, leisure, sport, tourism and events"
    case .actuarialScience: "Actuarial science"
    case .entrepreneurship: "Entrepreneurship"
    case .journalism: "Journalism"
    case .mediaStudies: "Media studies"
    case .publicityStudies: "Publicity studies"
    case .publishing: "Publishing"
    case .filmAndTelevision: "Film and television studies"
    case .englishLanguage: "English language"
    case .englishLiterature: "Literature in English"
    case .linguistics: "Linguistics"
    case .frenchStudies: "French studies"
    case .germanStudies: "German and Scandinavian studies"
    case .spanishStudies: "Iberian studies"
    case .italianStudies: "Italian studies"
    case .chineseStudies: "Chinese studies"
    case .japaneseStudies: "Japanese studies"
    case .arabicAndMiddleEasternStudies: "Arabic and Middle Eastern studies"
    case .russianAndEastEuropeanStudies: "Slavic studies"
    case .classics: "Classics"
    case .celticStudies: "Celtic studies"
    case .welshLanguage: "Welsh language"
    case .modernLanguages: "Modern languages (non-specific)"
    case .americanStudies: "American and Australasian studies"
    case .africanStudies: "African studies"
    case .history: "History"
    case .archaeology: "Archaeology"
    case .philosophy: "Philosophy"
    case .theologyAndReligiousStudies: "Theology and religious studies"
    case .historyOfArt: "History of art, architecture and design"
    case .heritageStudies: "Heritage studies"
    case .fineArt: "Fine art"
    case .designStudies: "Design studies"
    case .graphicDesign: "Graphic design"
    case .fashion: "Fashion and textiles"
    case .drama: "Drama"
    case .dance: "Dance"
    case .music: "Music"
    case .cinematicsAndPhotography: "Cinematics and photography"
    case .creativeWriting: "Creative writing"
    case .gamesDesign: "Games design"
    case .interiorDesign: "Interior design"
    case .teacherTraining: "Teacher training"
    case .education: "Education"
    case .earlyChildhoodStudies: "Early childhood studies"
    case .combinedStudies: "Combined and general studies"
    case .liberalArts: "Liberal arts"
    case .philosophyPoliticsAndEconomics: "Philosophy, politics and economics"
    }
  }

  /// The broad CAH area the subject sits in; the search screen groups its filter chips by it.
  public var subjectArea: String {
    switch self {
    case .medicine, .dentistry, .medicalSciences:
      "Medicine and dentistry"
    case .pharmacology, .toxicology, .pharmacy, .adultNursing, .childrensNursing,
      .mentalHealthNursing, .learningDisabilitiesNursing, .midwifery, .physiotherapy,
      .occupationalTherapy, .radiography, .paramedicScience, .nutritionAndDietetics, .ophthalmics,
      .speechAndLanguageTherapy, .biomedicalSciences, .healthSciences,
      .anatomyPhysiologyAndPathology:
      "Subjects allied to medicine"
    case .biology, .ecologyAndEnvironmentalBiology, .microbiology, .zoology, .genetics,
      .molecularBiology, .plantSciences, .marineBiology, .neuroscience, .sportAndExerciseSciences:
      "Biological and sport sciences"
    case .psychology, .appliedPsychology:
      "Psychology"
    case .veterinaryMedicine, .animalScience, .agriculture, .foodAndBeverageStudies:
      "Veterinary and agricultural sciences"
    case .physics, .astronomy, .chemistry, .earthSciences, .physicalGeography,
      .environmentalSciences, .forensicScience, .naturalSciences:
      "Physical sciences"
    case .mathematics, .statistics, .operationalResearch:
      "Mathematical sciences"
    case .mechanicalEngineering, .civilEngineering, .electricalAndElectronicEngineering,
      .chemicalEngineering, .aeronauticalAndAerospaceEngineering, .biomedicalEngineering,
      .generalEngineering, .manufacturingEngineering, .navalArchitecture, .materialsScience,
      .mineralsTechnology, .maritimeTechnology:
      "Engineering and technology"
    case .computerScience, .softwareEngineering, .informationSystems, .artificialIntelligence,
      .cyberSecurity, .computerGamesAndAnimation, .dataScience, .healthInformatics:
      "Computing"
    case .architecture, .building, .landscapeDesign, .urbanAndRegionalPlanning, .quantitySurveying:
      "Architecture, building and planning"
    case .economics, .politics, .internationalRelations, .sociology, .socialPolicy, .socialWork,
      .anthropology, .developmentStudies, .humanGeography, .criminology, .childhoodAndYouthStudies:
      "Social sciences"
    case .law, .legalStudies:
      "Law"
    case .accounting, .finance, .businessStudies, .managementStudies, .marketing,
      .humanResourceManagement, .tourismTransportAndTravel, .hospitalityLeisureAndEvents,
      .actuarialScience, .entrepreneurship:
      "Business and management"
    case .journalism, .mediaStudies, .publicityStudies, .publishing, .filmAndTelevision:
      "Communications and media"
    case .englishLanguage, .englishLiterature, .linguistics, .frenchStudies, .germanStudies,
      .spanishStudies, .italianStudies, .chineseStudies, .japaneseStudies,
      .arabicAndMiddleEasternStudies, .russianAndEastEuropeanStudies, .classics, .celticStudies,
      .welshLanguage, .modernLanguages, .americanStudies, .africanStudies:
      "Languages and area studies"
    case .history, .archaeology, .philosophy, .theologyAndReligiousStudies, .historyOfArt,
      .heritageStudies:
      "Historical, philosophical and religious studies"
    case .fineArt, .designStudies, .graphicDesign, .fashion, .drama, .dance, .music,
      .cinematicsAndPhotography, .creativeWriting, .gamesDesign, .interiorDesign:
      "Creative arts and design"
    case .teacherTraining, .education, .earlyChildhoodStudies:
      "Education and teaching"
    case .combinedStudies, .liberalArts, .philosophyPoliticsAndEconomics:
      "Combined and general studies"
    }
  }
}
