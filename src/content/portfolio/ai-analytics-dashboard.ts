import type { PortfolioProject } from "../schema";

export const aiAnalyticsDashboard: PortfolioProject = {
  id: "ai-analytics-dashboard",
  title: "AI-Powered Sales Analytics Dashboard",
  category: "AI Solutions",
  description:
    "A forecasting dashboard that unifies sales, marketing and inventory data for a consumer goods distributor and predicts demand by region and product line.",
  image: "/images/portfolio/ai-analytics-dashboard.svg",
  technologies: ["Python", "scikit-learn", "Snowflake", "dbt", "FastAPI", "React"],
  featured: true,
  detail: {
    headline: [
      { figure: "+27%", label: "forecast accuracy over the spreadsheet process" },
      { figure: "18%", label: "less overstock within two quarters" },
      { figure: "2 h", label: "of weekly planning preparation, down from three days" },
    ],
    longDescription: [
      "A consumer goods distributor planned inventory using spreadsheets compiled from its ERP, CRM and marketing tools. Forecasts were made monthly, took days to prepare and regularly led to overstock in some regions and shortages in others.",
      "We built a data pipeline that unifies these sources in a cloud data warehouse, and machine learning models that forecast demand by region and product line every week. A web dashboard shows forecasts, confidence ranges and the main factors behind each prediction.",
    ],
    duration: "5 months",
    teamSize: "6 specialists",
    clientType: "Consumer goods distributor",
    features: [
      "Automated pipelines that load ERP, CRM and marketing data every night",
      "Weekly demand forecasts by region, product line and channel",
      "Confidence ranges and key drivers explained for every forecast",
      "What-if scenarios for promotions and price changes",
      "Alerts for unusual sales patterns and likely stock shortages",
      "Role-based dashboards for sales, supply chain and leadership teams",
    ],
    challenges: [
      {
        challenge: "Historical data was inconsistent, with product codes that had changed over the years.",
        solution:
          "We built a product mapping layer with data quality tests, so every model trains on clean, consistent history.",
      },
      {
        challenge: "Planners did not trust forecasts they could not explain.",
        solution:
          "The dashboard shows the factors behind each forecast and compares past predictions with actual sales, which built confidence over time.",
      },
    ],
    results: [
      "Forecast accuracy improved by 27% compared with the spreadsheet process",
      "Overstock reduced by 18% within two quarters",
      "Weekly planning preparation cut from three days to two hours",
      "Dashboard adopted by more than 90 planners and managers",
    ],
  },
};
