<?xml version="1.0" encoding="UTF-8"?>
<!-- ferrosaurus: shows an RSS 2.0 feed as a page when a browser opens it (feedOptions.xslt) -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/rss/channel">
    <html lang="en">
      <head>
        <meta charset="UTF-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>RSS Feed | <xsl:value-of select="title"/></title>
        <link rel="stylesheet" href="rss.css"/>
      </head>
      <body>
        <main>
          <p class="feed-note"><strong>This is an RSS feed.</strong> Copy its address into a feed reader to follow new posts.</p>
          <h1><a href="{link}"><xsl:value-of select="title"/></a></h1>
          <p class="feed-description"><xsl:value-of select="description"/></p>
          <h2>Recent posts</h2>
          <xsl:for-each select="item">
            <article class="feed-item">
              <h3><a href="{link}"><xsl:value-of select="title"/></a></h3>
              <p class="feed-date">Published on <xsl:value-of select="substring(pubDate, 1, 16)"/></p>
              <p class="feed-summary"><xsl:value-of select="description"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
